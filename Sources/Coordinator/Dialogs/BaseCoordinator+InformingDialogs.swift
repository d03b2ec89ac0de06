// A dialog that only informs: no choice type, one acknowledging button, nothing to throw.

extension BaseCoordinator {
  /// Shows an alert that only informs — `title`, `message` and one button titled `button`
  /// (``DialogContent/informing(_:message:button:)``) — as a child of this flow, and calls
  /// `next` once it has ended: acknowledged, or torn down with this flow.
  ///
  /// ```swift
  /// inform("Couldn't log in", message: "Check your password.", on: router)
  /// ```
  ///
  /// It cannot fail: its one button's key is `ok`. It waits its turn behind another dialog on
  /// `router`, as every ``Dialog`` does. As with ``ask(_:screenName:on:onAnswer:)``, capture this
  /// coordinator weakly in `next`.
  ///
  /// - Parameters:
  ///   - title: What happened, such as `Couldn't log in`.
  ///   - message: What the person should know about it, if anything.
  ///   - button: The title of the button that acknowledges it.
  ///   - screenName: The name of the dialog's screen in stacks, trees and events.
  ///   - router: The router that shows it, over everything on it.
  ///   - next: Runs once, when the dialog has ended.
  public func inform(
    _ title: String, message: String? = nil, button: String = "OK",
    screenName: String = "Dialog", on router: any Router,
    then next: (@MainActor () -> Void)? = nil
  ) {
    let content = DialogContent.informing(title, message: message, button: button)
    runChild(Dialog(validated: content, screenName: screenName, router: router), on: router) {
      _ in next?()
    }
  }

  /// Shows an alert that only informs, as ``inform(_:message:button:screenName:on:then:)``
  /// does, and returns once it has ended: acknowledged, or torn down with this flow.
  ///
  /// The awaiting task holds this coordinator until the dialog ends; cancelling it ends the
  /// dialog.
  public func inform(
    _ title: String, message: String? = nil, button: String = "OK",
    screenName: String = "Dialog", on router: any Router
  ) async {
    let content = DialogContent.informing(title, message: message, button: button)
    _ = await runChild(
      Dialog(validated: content, screenName: screenName, router: router), on: router)
  }
}
