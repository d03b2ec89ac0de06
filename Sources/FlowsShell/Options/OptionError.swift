/// A command line the shell cannot run: an unknown option, a missing or bad value, an extra argument.
struct OptionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, for the person who typed it.
  var message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String { message }
}
