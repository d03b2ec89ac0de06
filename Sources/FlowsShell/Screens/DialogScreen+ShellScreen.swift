public import Coordinator

/// A dialog in the shell: it says its title, its message and its choices, and its actions are
/// its choices' keys, each answering it.
extension DialogScreen: ShellScreen {
  /// The key of the choice picked.
  public typealias Action = String

  /// The title; the message, when there is one; then one line per choice, `KEY — TITLE`,
  /// followed by ` (destructive)` or ` (cancel)` for a choice with that role.
  public var messages: [String] {
    [title] + (message.map { [$0] } ?? [])
      + buttons.map { button in
        switch button.role {
        case .default: "\(button.key) — \(button.title)"
        case .cancel: "\(button.key) — \(button.title) (cancel)"
        case .destructive: "\(button.key) — \(button.title) (destructive)"
        }
      }
  }

  /// One action per choice, named by its key, in the order the dialog offers them.
  public var actions: ScreenActions<String> {
    ScreenActions(buttons.map { .action($0.key, $0.key) })
  }

  /// Answers the dialog with the choice keyed `action`.
  public func perform(_ action: String) throws(ScreenActionError) {
    answer(action)
  }
}
