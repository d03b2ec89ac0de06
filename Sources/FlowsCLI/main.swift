import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A reader that closes the pipe should make `flows` exit 74, not kill it with SIGPIPE.
signal(SIGPIPE, SIG_IGN)

let status = MainActor.assumeIsolated {
  ShellProgram.run(
    ShellProcess(
      arguments: Array(CommandLine.arguments.dropFirst()),
      environment: ProcessInfo.processInfo.environment,
      standardInput: FileDescriptorSource(descriptor: STDIN_FILENO, name: "standard input"),
      standardOutput: FileDescriptorSink(descriptor: STDOUT_FILENO, name: "standard output"),
      standardError: FileDescriptorSink(descriptor: STDERR_FILENO, name: "standard error"),
      isInputTerminal: isatty(STDIN_FILENO) == 1, isOutputTerminal: isatty(STDOUT_FILENO) == 1,
      isErrorTerminal: isatty(STDERR_FILENO) == 1, homeDirectory: NSHomeDirectory()))
}
exit(status.rawValue)
