public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `flows` command: the sample app's shell on the process's real standard streams.
public enum FlowsCommand {
  /// Runs `flows` with the process's arguments, environment and standard streams, and
  /// returns the exit status `Documentation/Shell.md` lists.
  @MainActor
  public static func run(
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int32 {
    // A reader that closes the pipe should make `flows` exit 74, not kill it with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    // SIGINT, SIGTERM and SIGHUP end the session after its line, saving `--state` first.
    let signals = TerminationSignals()
    signals?.install()
    let status = ShellProgram.run(
      ShellProcess(
        arguments: arguments, environment: environment,
        standardInput: FileDescriptorSource(
          descriptor: STDIN_FILENO, name: "standard input", signals: signals),
        standardOutput: FileDescriptorSink(
          descriptor: STDOUT_FILENO, name: "standard output", signals: signals),
        standardError: FileDescriptorSink(
          descriptor: STDERR_FILENO, name: "standard error", signals: signals),
        isInputTerminal: isatty(STDIN_FILENO) == 1, isOutputTerminal: isatty(STDOUT_FILENO) == 1,
        isErrorTerminal: isatty(STDERR_FILENO) == 1, homeDirectory: NSHomeDirectory(),
        signals: signals))
    return status.rawValue
  }
}
