/// What a command line asks the shell to do.
enum ShellInvocation<AppOptions: ShellAppOptions>: Sendable {
  /// Run a session with these options.
  case run(ShellOptions<AppOptions>)
  /// Print the help and exit 0 (`--help`, `-h`).
  case help
  /// Print the version and exit 0 (`--version`).
  case version
}

extension ShellInvocation: Equatable where AppOptions: Equatable {}
