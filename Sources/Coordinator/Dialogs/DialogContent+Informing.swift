extension DialogContent where Choice == String {
  /// An alert that only informs: `title`, `message`, and one button titled `button`, keyed
  /// `ok`, which acknowledges it. What ``BaseCoordinator/inform(_:message:button:screenName:on:then:)``
  /// shows, and what a test expects of it.
  ///
  /// ```swift
  /// let content = DialogContent.informing("Couldn't log in", message: "Check your password.")
  /// ```
  public static func informing(
    _ title: String, message: String? = nil, button: String = "OK"
  ) -> Self {
    .alert(title, message: message, buttons: [DialogButton("ok", key: "ok", title: button)])
  }
}
