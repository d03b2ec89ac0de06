/// Where a session's lines come from, when not from an interactive terminal: SCRIPT.
enum ShellScript: Equatable, Sendable {
  /// Standard input, named `-` on the command line.
  case standardInput
  /// A file of lines.
  case file(String)
}
