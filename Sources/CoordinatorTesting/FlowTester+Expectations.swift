public import Coordinator

extension FlowTester {

  /// Expects the tree in its one-line form, or in the indented form when `expected` spans lines.
  ///
  /// The indented form includes lifecycles and screens, so it is also used for a single line
  /// where a name is followed by its screens (`Root [#1 Home]`) or its lifecycle
  /// (`Root (finished)`). Screens written without ids (`Root [Home]`) are compared with the
  /// tree's ids taken out.
  public func expectTree(
    _ expected: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    compareTree(
      expected, CoordinatorTree(root, router: router),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Expects the tree to equal `expected`, screens and lifecycles included.
  public func expectTree(
    _ expected: CoordinatorTree, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let actual = CoordinatorTree(root, router: router)
    guard actual != expected else { return }
    recordFailure(
      "The coordinator tree differs (− expected, + actual):\n"
        + LineDiff.render(expected: expected.render(.text), actual: actual.render(.text)),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Expects the router's stack, in the form `RouterStack.description` prints.
  ///
  /// ```
  /// level 0: #1 Main
  /// level 1: #4 About, #5 Licenses
  /// ```
  ///
  /// Written without ids (`level 0: Main` and `level 1: About, Licenses`), it is compared
  /// with the stack's ids taken out: the screens and their order count, not their numbers.
  public func expectStack(
    _ expected: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let stack = router.stack
    guard
      let actual = EntryIDs.mismatch(
        expected: expected, whole: stack.description, withoutIDs: stack.descriptionWithoutIDs,
        expectationNamesIDs: expected.namesEntryID)
    else { return }
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    recordFailure(
      "The router stack differs (− expected, + actual):\n"
        + LineDiff.render(expected: expected, actual: actual)
        + (isRecording
          ? RecordMode.note(recording: .string(actual), into: "expectStack", at: site) : ""),
      at: site)
  }

  /// Expects exactly these events since the last check, by their one-line descriptions.
  ///
  /// Written without ids (`pushed Detail`, `popped Result, Game`), they are compared with the
  /// events' ids taken out; an id in any of them (`pushed #2 Detail`) compares every one whole.
  public func expectEvents(
    _ expected: [String], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let events = unasserted
    unasserted = []
    // Nothing expected names no id either; the events that came are shown whole.
    guard
      let actual = EntryIDs.mismatch(
        expected: expected, whole: events.map(\.description),
        withoutIDs: events.map(\.descriptionWithoutIDs),
        expectationNamesIDs: expected.isEmpty || expected.namesEntryID)
    else { return }
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    recordFailure(
      "The router events differ (− expected, + actual):\n"
        + LineDiff.render(expected: expected, actual: actual)
        + (isRecording
          ? RecordMode.note(recording: .strings(actual), into: "expectEvents", at: site) : ""),
      at: site)
  }

  /// Expects exactly these event values since the last check.
  public func expectEvents(
    _ expected: [RouterEvent], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let actual = unasserted
    unasserted = []
    guard actual != expected else { return }
    recordFailure(
      "The router events differ (− expected, + actual):\n"
        + RouterEvent.diff(expected: expected, actual: actual),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Expects that nothing moved since the last check.
  public func expectNoEvents(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    expectEvents([String](), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Expects the screen on top of the router to have this name (`nil` for an empty router).
  public func expectTop(
    _ screenName: String?, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let actual = router.topEntry?.screen
    guard actual != screenName else { return }
    recordFailure(
      "The top screen is \(actual ?? "nothing"), expected \(screenName ?? "nothing")",
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Drops the events not yet asserted, for a test that does not care about them.
  public func skipEvents() {
    unasserted = []
  }

  /// Compares the tree `actual` with `expected` in the form `expected` is written in.
  func compareTree(
    _ expected: String, _ actual: CoordinatorTree, at site: CallSite
  ) {
    guard let rendered = actual.mismatch(with: expected) else { return }
    recordFailure(
      "The coordinator tree differs (− expected, + actual):\n"
        + LineDiff.render(expected: expected, actual: rendered)
        + (isRecording
          ? RecordMode.note(recording: .string(rendered), into: "expectTree", at: site) : ""),
      at: site)
  }
}
