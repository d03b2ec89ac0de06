/// What a ``Dialog`` shows, as a value: its style, its title, an optional message and its
/// choices, each with a typed value, a key, a title and a role.
///
/// ```swift
/// let content = DialogContent.alert(
///   "Discard changes?", message: "Your edits to Dune will be lost.",
///   buttons: [
///     DialogButton(Discard.discard, title: "Discard", role: .destructive),
///     DialogButton(Discard.keep, title: "Keep Editing", role: .cancel),
///   ])
/// ```
///
/// Two contents are equal when every field is: a test compares the whole value.
public struct DialogContent<Choice: Hashable & Sendable>: Hashable, Sendable {
  /// An alert, or a confirmation dialog.
  public var style: DialogStyle
  /// The question, such as `Discard changes?`.
  public var title: String
  /// What the person should know before they answer, if anything.
  public var message: String?
  /// The choices, in the order they are offered.
  public var buttons: [DialogButton<Choice>]

  /// Content of `style` asking `title`, saying `message`, offering `buttons`.
  public init(
    _ style: DialogStyle = .alert, title: String, message: String? = nil,
    buttons: [DialogButton<Choice>]
  ) {
    self.style = style
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// An alert asking `title`, saying `message`, offering `buttons`.
  public static func alert(
    _ title: String, message: String? = nil, buttons: [DialogButton<Choice>]
  ) -> Self {
    Self(.alert, title: title, message: message, buttons: buttons)
  }

  /// A confirmation dialog asking `title`, saying `message`, offering `buttons`.
  public static func confirmationDialog(
    _ title: String, message: String? = nil, buttons: [DialogButton<Choice>]
  ) -> Self {
    Self(.confirmationDialog, title: title, message: message, buttons: buttons)
  }

  /// The choices' values, in order.
  public var choices: [Choice] { buttons.map(\.value) }

  /// The same content with each choice's value replaced by its key: what a platform layer or
  /// a shell reads, whatever the choice type.
  public var keyed: DialogContent<String> {
    DialogContent<String>(
      style, title: title, message: message,
      buttons: buttons.map { button in button.map { _ in button.key } })
  }

  /// Throws when the content cannot be asked: no choice, a key that repeats, or a key that is
  /// not a word (empty, with white space, a control character or an invisible one such as a
  /// zero-width space, or starting with `:`). Two keys that differ only by an invisible
  /// character would look the same to the person who types one.
  public func validate() throws(DialogError) {
    guard !buttons.isEmpty else { throw .noChoices }
    var keys: Set<String> = []
    for button in buttons {
      guard Self.isWord(button.key) else { throw .keyNotAWord(button.key) }
      guard keys.insert(button.key).inserted else { throw .repeatedKey(button.key) }
    }
  }

  /// Whether `key` is a word a line can type, every character of it one a person sees.
  static func isWord(_ key: String) -> Bool {
    !key.isEmpty && !key.hasPrefix(":") && !key.unicodeScalars.contains(where: isInvisible)
  }

  /// White space, a control character, or one that draws nothing (a zero-width space or
  /// joiner, a soft hyphen, a variation selector: Unicode's default-ignorable code points).
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
      || scalar.properties.isDefaultIgnorableCodePoint
  }
}
