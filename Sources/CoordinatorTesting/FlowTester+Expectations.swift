public import Coordinator

extension FlowTester {

  /// Expects the tree in its one-line form, or in the indented form when `expected` spans lines.
  ///
  /// The indented form includes lifecycles and screens, so it is also used
  /// for a single line holding `[` or ` (`.
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
  public func expectStack(
    _ expected: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let actual = router.stack.description
    guard actual != expected else { return }
    recordFailure(
      "The router stack differs (− expected, + actual):\n"
        + LineDiff.render(expected: expected, actual: actual),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Expects exactly these events since the last check, by their one-line descriptions.
  public func expectEvents(
    _ expected: [String], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let actual = unasserted.map(\.description)
    unasserted = []
    guard actual != expected else { return }
    recordFailure(
      "The router events differ (− expected, + actual):\n"
        + LineDiff.render(expected: expected, actual: actual),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
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
    let isText = expected.contains("\n") || expected.contains("[") || expected.contains(" (")
    let rendered = actual.render(isText ? .text : .line)
    guard rendered != expected else { return }
    recordFailure(
      "The coordinator tree differs (− expected, + actual):\n"
        + LineDiff.render(expected: expected, actual: rendered),
      at: site)
  }
}
