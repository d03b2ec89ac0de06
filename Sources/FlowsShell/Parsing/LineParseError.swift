/// A line that is not a well-formed action or shell command; it is rejected and never executed.
struct LineParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, with the form that is right where there is one.
  var message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String { message }
}
