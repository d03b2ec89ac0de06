/// A message an app gives the shell when it refuses something, such as a path it cannot open.
public struct ShellAppError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, for the person at the shell.
  public var message: String

  /// An error saying `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
