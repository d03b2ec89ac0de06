/// A line of input that is not skipped: its number and its text, or why it is rejected.
struct InputLine: Equatable, Sendable {
  /// What the line holds.
  enum Content: Equatable, Sendable {
    /// The line's text without its line break and surrounding white space; never empty.
    case text(String)
    /// The line cannot be read as text.
    case rejected(LineRejection)
  }

  /// The line's number in the input, counting every physical line from 1.
  var number: Int
  var content: Content
}
