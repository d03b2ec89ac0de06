/// What a command line asks `flows` to do.
enum ShellInvocation: Equatable, Sendable {
  /// Run a session with these options.
  case run(ShellOptions)
  /// Print the help and exit 0 (`--help`, `-h`).
  case help
  /// Print the version and exit 0 (`--version`).
  case version
}
