/// A parsed line: a screen action for the top screen, or a shell command.
enum ShellInput: Equatable, Sendable {
  /// An action and its arguments, such as `guess` and `["50"]`.
  case action(String, arguments: [String])
  /// A line starting with `:`.
  case command(ShellCommand)
}
