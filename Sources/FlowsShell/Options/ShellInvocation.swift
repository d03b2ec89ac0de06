/// What a command line asks `flows` to do.
enum ShellInvocation<App: ShellAppOptions>: Sendable {
  /// Run a session with these options.
  case run(ShellOptions<App>)
  /// Print the help and exit 0 (`--help`, `-h`).
  case help
  /// Print the version and exit 0 (`--version`).
  case version
}

extension ShellInvocation: Equatable where App: Equatable {}
