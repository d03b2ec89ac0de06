public import Coordinator
import MVVM

// A screen's state, asserted as the events are: every change a step made must be stated before
// the next step and the end, or the test fails with a diff of the fields that changed.

extension FlowTester {
  /// Expects the state of a screen to be what it was last stated to be, changed by `update`.
  ///
  /// Every screen on the router that declares its state (`StateDeclaring`, on the screen or on
  /// the view model it holds) is watched: its state when it came, then as each call of this
  /// method states it. A change no call stated fails the test before the next step, and at the
  /// end, with the fields that changed, as a change of the events does; so does a call whose
  /// `update` leaves the state other than the screen's, at the call's line, with a diff. Then
  /// the screen's state is taken as stated either way, so a difference fails once.
  ///
  /// ```swift
  /// tester.step { form.viewModel.titleChanged("Dune") }
  /// tester.expectState(FormViewModel.State.self) {
  ///   $0.title = "Dune"
  /// }
  /// ```
  ///
  /// The screen is the one whose state is of type `State`, the last on the router (the top of
  /// the presented levels, or of the last tab) when several are; `entry` names one. In record
  /// mode (``isRecording``) a failing call gets the assignments it lacks written at the end of
  /// its closure.
  ///
  /// - Parameters:
  ///   - type: The type of the state, which names the screen.
  ///   - entry: The screen's entry, when several screens show a state of this type.
  ///   - fileID: The caller's file, where failures are reported.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  ///   - update: Changes the state last stated into the one expected now.
  public func expectState<State: Equatable & Sendable>(
    _ type: State.Type = State.self, of entry: RouterEntry.ID? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ update: (inout State) throws -> Void
  ) rethrows {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    states.note(router)
    let candidates = router.ownedEntries.compactMap { owned -> (RouterEntry, ScreenStates.Known)? in
      guard entry == nil || owned.entry.id == entry, let known = states.known[owned.entry.id],
        known.state.value is State
      else { return nil }
      return (owned.entry, known)
    }
    guard let (shown, known) = candidates.last, var expected = known.state.value as? State,
      let screen = router.screen(for: shown.id), let now = DeclaredState(of: screen),
      let actual = now.value as? State
    else {
      recordFailure(
        "No screen on the router\(entry.map { " at entry #\($0)" } ?? "") declares a state of "
          + "type \(Self.name(of: State.self))",
        at: site)
      return
    }
    try update(&expected)
    states.state(now, statedFor: shown.id)
    guard expected != actual else { return }
    let stated = DeclaredState(expected)
    recordFailure(
      "The state of \(shown) differs (− expected, + actual):\n"
        + LineDiff.render(expected: stated.fields.leafLines, actual: now.fields.leafLines)
        + (isRecording ? StateRecording.note(expected: stated, actual: now, at: site) : ""),
      at: site)
  }

  /// Fails on the states changed and not stated before `moment` when exhaustive, at the line of
  /// the step that changed them (`site` before the first), and takes them as stated either way.
  func reportUnassertedStates(before moment: String, at site: CallSite) {
    let changes = states.changes(on: router)
    for change in changes {
      states.state(change.now, statedFor: change.id)
    }
    guard !changes.isEmpty else { return }
    let described = changes.map { change in
      "#\(change.id) \(change.name), a \(Self.name(of: type(of: change.now.value))) "
        + "(− stated, + now):\n"
        + LineDiff.render(
          expected: change.stated.fields.leafLines, actual: change.now.fields.leafLines
        )
        .split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    }
    let count = changes.count
    let head =
      "\(count) screen state\(count == 1 ? "" : "s") changed"
      + (lastStep.map { " in \($0)" } ?? "") + " and \(count == 1 ? "was" : "were")"
    switch exhaustivity {
    case .exhaustive:
      recordFailure(
        "\(head) not asserted before \(moment):\n"
          + described.joined(separator: "\n"),
        at: lastStepSite ?? site)
    case .nonExhaustive where reportsSkippedEvents:
      recordWarning(
        "\(head) skipped before \(moment):\n" + described.joined(separator: "\n"),
        at: lastStepSite ?? site)
    case .nonExhaustive:
      break
    }
  }

  /// `type`'s name without its module: `LoginViewModel.State`.
  private static func name(of type: Any.Type) -> String {
    let reflected = String(reflecting: type)
    guard let dot = reflected.firstIndex(of: ".") else { return reflected }
    return String(reflected[reflected.index(after: dot)...])
  }
}
