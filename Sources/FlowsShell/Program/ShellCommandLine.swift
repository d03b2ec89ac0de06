import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A shell over an app of your own, run as a command: the options, the session, the exit status.
///
/// Put one in the `main.swift` of an executable target and run it: the
/// executable then takes what `flows` takes (`--json`, `--quiet`,
/// `--strict`, `--data-dir DIR`, `SCRIPT` or `-`…, and `--state FILE` when
/// the app has a ``ShellApp/State``), plus the options of `Options`, and
/// exits with the same statuses. In a test, ``run(arguments:input:environment:)``
/// runs the whole command in memory.
///
/// ```swift
/// import FlowsShell
///
/// let notes = ShellDescription(name: "notes", version: "1.0")
/// MainActor.assumeIsolated {
///   ShellCommandLine(notes) { _ in NotesApp() }.runAndExit()
/// }
/// ```
public struct ShellCommandLine<App: ShellApp, Options: ShellAppOptions>: Sendable {
  /// The name, version and help texts of the command.
  public let description: ShellDescription
  /// Makes the app once the command line has been read.
  let makeApp: @MainActor @Sendable (ShellLaunch<Options>) -> App

  /// A command named by `shell` whose app `makeApp` makes, with options `options`; the shell
  /// starts its root coordinator if `makeApp` has not.
  public init(
    _ shell: ShellDescription, options: Options.Type,
    makeApp: @escaping @MainActor @Sendable (ShellLaunch<Options>) -> App
  ) {
    self.description = shell
    self.makeApp = makeApp
  }

  /// Runs the command with the process's arguments, environment and standard streams, and
  /// returns its exit status.
  ///
  /// It changes what the whole process does on a signal (SIGPIPE is ignored; SIGINT, SIGTERM
  /// and SIGHUP end the session after its line), which is why only ``runAndExit()`` is public.
  @MainActor
  func runInProcess(
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) async -> Int32 {
    // A reader that closes the pipe should make the shell exit 74, not kill it with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    // SIGINT, SIGTERM and SIGHUP end the session after its line, saving `--state` first.
    let signals = TerminationSignals()
    signals?.install()
    let status = await ShellProgram(commandLine: self).run(
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
        signals: signals,
        terminalMode: isatty(STDIN_FILENO) == 1 ? TermiosMode(descriptor: STDIN_FILENO) : nil))
    return status.rawValue
  }

  /// Runs the command in memory: `arguments` as its command line, `input` as its standard
  /// input (neither a terminal), and returns what it wrote and its exit status, for tests.
  ///
  /// Nothing is read from the process; files named by the options, such as `--state FILE`
  /// and SCRIPT, are read and written as the command does. With no `--data-dir`, the data
  /// directory comes from `environment` alone.
  @MainActor
  public func run(
    arguments: [String], input: some Sequence<UInt8> = [], environment: [String: String] = [:]
  ) async -> HeadlessTranscript {
    let output = CapturedOutput()
    let errors = CapturedOutput()
    let status = await ShellProgram(commandLine: self).run(
      ShellProcess(
        arguments: arguments, environment: environment, standardInput: MemorySource(input),
        standardOutput: output, standardError: errors))
    return HeadlessTranscript(output: output.text, errors: errors.text, status: status.rawValue)
  }

  /// Runs the command with the process's arguments, environment and standard streams, and
  /// exits with its status: the whole of an executable's `main.swift`.
  ///
  /// The session runs on the main actor, on the process's main thread, whose run loop runs the
  /// app's work as each line lets it come to rest, and, at a terminal with the editing prompt,
  /// while the prompt waits for a key: a screen that work leads to meanwhile is drawn above the
  /// prompt. (Without the editing prompt — `TERM=dumb`, or output that is not a terminal — a
  /// line is read as a script's is, and the work waits for it.) This call never returns.
  @MainActor
  public func runAndExit() -> Never {
    // Before anything is opened, the run loop's own descriptors included: a closed 0, 1 or 2
    // would be the number of the next descriptor.
    let closed = StandardDescriptors.openClosedOnNullDevice()
    // A closed stdout is "Closed output": status 74 at once, without a message.
    if closed.contains(STDOUT_FILENO) { exit(ExitStatus.cannotWrite.rawValue) }
    Task { @MainActor in exit(await runInProcess()) }
    // Not `dispatchMain()`, which ends the main thread and drains the main queue on a worker
    // thread, where the signals that end a blocked read or open never arrive.
    while true {
      _ = RunLoop.main.run(mode: .default, before: .distantFuture)
    }
  }
}

extension ShellCommandLine where Options == NoAppOptions {
  /// A command named by `shell` whose app, with no options of its own, `makeApp` makes; the
  /// shell starts its root coordinator if `makeApp` has not.
  public init(
    _ shell: ShellDescription,
    makeApp: @escaping @MainActor @Sendable (ShellLaunch<NoAppOptions>) -> App
  ) {
    self.init(shell, options: NoAppOptions.self, makeApp: makeApp)
  }
}
