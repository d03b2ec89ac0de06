public import Coordinator

extension FlowTester {
  /// Expects the screen on top to be a dialog showing exactly `content`: its style, title,
  /// message and choices, each with its value, key, title and role. Any difference fails the
  /// test at this line, naming each field that differs.
  ///
  /// ```swift
  /// tester.expectDialog(
  ///   .alert(
  ///     "Discard changes?", message: "Your edits will be lost.",
  ///     buttons: [
  ///       DialogButton(Discard.discard, title: "Discard", role: .destructive),
  ///       DialogButton(Discard.keep, title: "Keep Editing", role: .cancel),
  ///     ]))
  /// ```
  public func expectDialog<Choice>(
    _ content: DialogContent<Choice>, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let entry = router.topEntry, entry.isDialog else {
      recordFailure(
        "No dialog is shown (top: \(router.topEntry.map(String.init(describing:)) ?? "none"));"
          + " expected \(String(reflecting: content.title))", at: site)
      return
    }
    guard let dialog = router.screen(for: entry.id) as? DialogScreen else {
      recordFailure("\(entry) is not a DialogScreen; expected a dialog", at: site)
      return
    }
    guard let shown = dialog.content(of: Choice.self) else {
      recordFailure("\(entry) offers choices of another type than \(Choice.self)", at: site)
      return
    }
    guard shown != content else { return }
    recordFailure(
      "The dialog \(entry) differs from the one expected:\n"
        + Self.differences(shown: shown, expected: content).joined(separator: "\n"), at: site)
  }

  /// One line per field of `shown` that is not `expected`'s.
  static func differences<Choice>(
    shown: DialogContent<Choice>, expected: DialogContent<Choice>
  ) -> [String] {
    var lines: [String] = []
    func compare(_ name: String, _ shown: String, _ expected: String) {
      if shown != expected { lines.append("  \(name): \(shown), expected \(expected)") }
    }
    compare("style", "\(shown.style)", "\(expected.style)")
    compare("title", String(reflecting: shown.title), String(reflecting: expected.title))
    compare(
      "message", shown.message.map { String(reflecting: $0) } ?? "none",
      expected.message.map { String(reflecting: $0) } ?? "none")
    let describe = { (button: DialogButton<Choice>) in
      "\(button.value) (key \(button.key), \(String(reflecting: button.title)), \(button.role))"
    }
    compare(
      "choices", "[\(shown.buttons.map(describe).joined(separator: "; "))]",
      "[\(expected.buttons.map(describe).joined(separator: "; "))]")
    return lines
  }
}
