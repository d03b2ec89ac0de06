// The first edition's spelling of `ask`, kept for one minor version.

extension BaseCoordinator {
  /// Shows an alert that asks `title` with `choices`, each button titled with its key, and
  /// calls `onAnswer` once with the choice picked or `nil`.
  @available(*, deprecated, message: "use ask(_:screenName:on:onAnswer:) with a DialogContent")
  public func ask<Choice: DialogChoice>(
    _ title: String, choices: [Choice], screenName: String = "Dialog", on router: any Router,
    onAnswer: @escaping @MainActor (Choice?) -> Void
  ) {
    runChild(
      Dialog(title, choices: choices, screenName: screenName, router: router), on: router,
      onResult: onAnswer)
  }

  /// Shows an alert as ``ask(_:choices:screenName:on:onAnswer:)`` does and returns the
  /// choice picked, or `nil`.
  @available(*, deprecated, message: "use ask(_:screenName:on:) with a DialogContent")
  public func ask<Choice: DialogChoice>(
    _ title: String, choices: [Choice], screenName: String = "Dialog", on router: any Router
  ) async -> Choice? {
    await runChild(
      Dialog(title, choices: choices, screenName: screenName, router: router), on: router)
  }
}
