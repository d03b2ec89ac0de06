public import Coordinator

/// A dialog in the shell: it says its title, and its actions are its choices, each answering it.
extension DialogScreen: ShellScreen {
  /// The label of the choice picked.
  public typealias Action = String

  /// The dialog's title.
  public var messages: [String] { [title] }

  /// One action per choice, named by its label, in the order the dialog offers them.
  public var actions: ScreenActions<String> {
    ScreenActions(choiceLabels.map { .action($0, $0) })
  }

  /// Answers the dialog with the choice labelled `action`.
  public func perform(_ action: String) throws(ScreenActionError) {
    answer(action)
  }
}
