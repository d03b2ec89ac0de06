extension BaseCoordinator {
  /// Shows a ``Dialog`` that asks `title` with `choices` on `router`, as a child of this flow,
  /// and calls `onAnswer` once with the choice picked, or with `nil` when the dialog ended
  /// without one (this flow or an ancestor ended, the root was replaced).
  ///
  /// ```swift
  /// ask("Discard changes?", choices: [Discard.discard, .keep], on: router) { [weak self] in
  ///   if $0 == .discard { self?.finish() }
  /// }
  /// ```
  ///
  /// As with ``runChild(_:on:animated:onResult:)``, capture this coordinator weakly.
  ///
  /// - Parameters:
  ///   - title: The question.
  ///   - choices: The answers, in order; their labels are distinct.
  ///   - screenName: The name of the dialog's screen in stacks, trees and events.
  ///   - router: The router that shows it, over everything on it.
  ///   - onAnswer: Runs once, with the choice or `nil`.
  public func ask<Choice: DialogChoice>(
    _ title: String, choices: [Choice], screenName: String = "Dialog", on router: any Router,
    onAnswer: @escaping @MainActor (Choice?) -> Void
  ) {
    runChild(
      Dialog(title, choices: choices, screenName: screenName, router: router), on: router,
      onResult: onAnswer)
  }

  /// Shows a ``Dialog`` as ``ask(_:choices:screenName:on:onAnswer:)`` does and returns the
  /// choice picked, or `nil` when it ended without one.
  ///
  /// The awaiting task holds this coordinator until the dialog ends, as
  /// ``runChild(_:on:animated:)`` does; cancelling it ends the dialog with `nil`.
  public func ask<Choice: DialogChoice>(
    _ title: String, choices: [Choice], screenName: String = "Dialog", on router: any Router
  ) async -> Choice? {
    await runChild(
      Dialog(title, choices: choices, screenName: screenName, router: router), on: router)
  }
}
