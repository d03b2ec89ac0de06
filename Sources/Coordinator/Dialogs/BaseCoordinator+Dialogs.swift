extension BaseCoordinator {
  /// Shows a ``Dialog`` of `content` on `router`, as a child of this flow, and calls
  /// `onAnswer` once with the choice picked, or with `nil` when the dialog ended without one
  /// (this flow or an ancestor ended, the root was replaced, the router refused to show it).
  ///
  /// ```swift
  /// try ask(
  ///   .alert(
  ///     "Discard changes?",
  ///     buttons: [
  ///       DialogButton(Discard.discard, title: "Discard", role: .destructive),
  ///       DialogButton(Discard.keep, title: "Keep Editing", role: .cancel),
  ///     ]), on: router
  /// ) { [weak self] in
  ///   if $0 == .discard { self?.finish() }
  /// }
  /// ```
  ///
  /// While another dialog is up on `router` this one waits its turn (see ``Dialog``). As with
  /// ``runChild(_:on:animated:onResult:)``, capture this coordinator weakly.
  ///
  /// - Parameters:
  ///   - content: What the dialog shows: style, title, message and choices.
  ///   - screenName: The name of the dialog's screen in stacks, trees and events.
  ///   - router: The router that shows it, over everything on it.
  ///   - onAnswer: Runs once, with the choice or `nil`.
  /// - Throws: ``DialogError`` when `content` cannot be asked; nothing is shown then.
  public func ask<Choice>(
    _ content: DialogContent<Choice>, screenName: String = "Dialog", on router: any Router,
    onAnswer: @escaping @MainActor (Choice?) -> Void
  ) throws(DialogError) {
    runChild(
      try Dialog(content, screenName: screenName, router: router), on: router,
      onResult: onAnswer)
  }

  /// Shows a ``Dialog`` as ``ask(_:screenName:on:onAnswer:)`` does and returns the choice
  /// picked, or `nil` when it ended without one.
  ///
  /// The awaiting task holds this coordinator until the dialog ends, as
  /// ``runChild(_:on:animated:)`` does; cancelling it ends the dialog with `nil`.
  ///
  /// - Throws: ``DialogError`` when `content` cannot be asked; nothing is shown then.
  public func ask<Choice>(
    _ content: DialogContent<Choice>, screenName: String = "Dialog", on router: any Router
  ) async throws(DialogError) -> Choice? {
    let dialog = try Dialog(content, screenName: screenName, router: router)
    return await runChild(dialog, on: router)
  }

  /// Whether a dialog this flow asked is up, waiting for an answer.
  public var isShowingDialog: Bool {
    childCoordinators.contains { ($0 as? any DialogLine.Member)?.isShown == true }
  }

  /// Whether a dialog this flow asked waits its turn behind another dialog on its router.
  public var hasWaitingDialog: Bool {
    childCoordinators.contains { ($0 as? any DialogLine.Member)?.isWaitingToShow == true }
  }
}
