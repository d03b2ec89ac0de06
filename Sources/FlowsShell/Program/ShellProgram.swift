import Coordinator
import Foundation

/// A shell from command line to exit status: options, input, the app, its state, the session.
///
/// Everything it touches comes in through a ``ShellProcess``, so it runs the
/// same in `main.swift` and in-process in tests.
@MainActor
struct ShellProgram<App: ShellApp, Options: ShellAppOptions> {
  let commandLine: ShellCommandLine<App, Options>

  private var name: String { commandLine.description.name }
  /// The texts of `--help`, `--version` and a bad command line.
  var usage: ShellUsage {
    ShellUsage(
      description: commandLine.description, appOptions: Options.usages,
      keepsState: App.State.self != Never.self)
  }

  /// Runs the shell in `process` and returns its exit status.
  func run(_ process: ShellProcess) async -> ExitStatus {
    let invocation: ShellInvocation<Options>
    do {
      invocation = try OptionParser.parse(process.arguments, app: Options.self)
    } catch {
      try? process.standardError.write(
        "\(name): \(error.description.escapingControlCharacters)\n\(usage.hint)\n")
      return .usage
    }
    switch invocation {
    case .help:
      return emit(usage.help + "\n", in: process)
    case .version:
      return emit(usage.version + "\n", in: process)
    case .run(let options):
      if let depth = options.exploreDepth {
        return await explore(depth: depth, options, in: process)
      }
      guard options.stateFile == nil || usage.keepsState else {
        // An app without a state could only set a file aside: refuse the option instead.
        try? process.standardError.write(
          "\(name): option --state is not available: \(name) keeps no state\n\(usage.hint)\n")
        return .usage
      }
      return await run(options, in: process)
    }
  }

  private func emit(_ text: String, in process: ShellProcess) -> ExitStatus {
    do {
      try process.standardOutput.write(text)
      return .success
    } catch {
      // A closed pipe ends it without a message, as it ends a session.
      if !error.isSilent { try? process.standardError.write("\(name): \(error)\n") }
      return .cannotWrite
    }
  }

  private func run(
    _ options: ShellOptions<Options>, in process: ShellProcess
  ) async -> ExitStatus {
    let isDumbTerminal = process.environment["TERM"] == "dumb"
    let colored =
      !options.noColor && !options.json && process.isOutputTerminal
      && (process.environment["NO_COLOR"] ?? "").isEmpty && !isDumbTerminal
    let errorStyle: TextStyle = colored && process.isErrorTerminal ? .colored : .plain
    /// Writes a message that belongs to no line to stderr.
    func report(_ message: String, warning: Bool = false) {
      let line = "\(name): " + (warning ? "warning: " : "") + message.escapingControlCharacters
      try? process.standardError.write(
        (warning ? errorStyle.warning(line) : errorStyle.error(line)) + "\n")
    }

    let source: any ByteSource
    switch options.script {
    case .file(let path):
      do {
        source = try FileDescriptorSource(path: path, signals: process.signals)
      } catch {
        // A FIFO with no writer yet blocks the open; a signal then ends the wait.
        if let signal = process.signals?.received, let status = ExitStatus(signal: signal) {
          return status
        }
        report(error.description + usage.hint(forMissingScript: path))
        return .noInput
      }
    case .standardInput, nil:
      source = process.standardInput
    }

    let clock = options.clock == .test ? ManualClock() : nil
    let launch = ShellLaunch(
      options: options.appOptions,
      dataDirectory: dataDirectory(options, in: process).map {
        URL(fileURLWithPath: $0, isDirectory: true)
      }, clock: clock ?? ContinuousClock())
    let app = commandLine.makeApp(launch)
    app.startIfIdle()
    let work = WorkAtRest(root: app.rootCoordinator, clock: clock, deadlines: .strict)
    var startWriteFailed = false
    /// Reports what the app has to tell before any line: warnings, and a failed write.
    func reportNotes() {
      let notes = app.takeNotes()
      for warning in notes.warnings + (notes.refusal.map { [$0] } ?? []) {
        report(warning, warning: true)
      }
      if let failure = notes.writeFailure {
        report(failure)
        startWriteFailed = true
      }
    }
    reportNotes()

    let stateFile = options.stateFile.map { StateFile<App.State>(path: $0, program: name) }
    if let stateFile {
      do {
        try restore(app, from: stateFile, report: { report($0, warning: true) })
      } catch {
        // A FIFO, a directory or a device: its state could never be saved, so nothing runs.
        report(error.description + "; \(name) does not replace it")
        return .cannotWrite
      }
      reportNotes()
    }

    let dispatcher = ShellDispatcher(app: app)
    let isInteractive = options.script == nil && process.isInputTerminal
    // A prompt that edits needs a terminal on both sides that can draw it, and not --json.
    let prompt: TerminalPrompt?
    if isInteractive, !options.json, process.isOutputTerminal, !isDumbTerminal,
      let mode = process.terminalMode
    {
      prompt = TerminalPrompt(
        source: source, output: process.standardOutput, mode: mode,
        history: LineHistory(
          path: launch.dataDirectory?.appending(path: "history", directoryHint: .notDirectory).path),
        completions: { dispatcher.completionContext })
    } else {
      prompt = nil
    }
    let shell = Shell(
      dispatcher: dispatcher, work: work, reader: LineReader(source: source),
      output: process.standardOutput, errors: process.standardError,
      configuration: Shell.Configuration(
        name: name, json: options.json, quiet: options.quiet, strict: options.strict,
        isInteractive: isInteractive, style: colored ? .colored : .plain, errorStyle: errorStyle,
        banner: prompt == nil ? nil : usage.banner, settle: options.settle),
      signals: process.signals, prompt: prompt)
    var summary = await shell.run()
    summary.signal = process.signals?.received
    summary.sawAppWriteFailure = summary.sawAppWriteFailure || startWriteFailed

    if let stateFile, let state = app.savedState {
      do {
        try stateFile.save(state)
      } catch {
        report(error.description)
        summary.sawStateWriteFailure = true
      }
    }
    return summary.exitStatus
  }

  /// `--data-dir`, else `$XDG_CONFIG_HOME/NAME`, else `~/.config/NAME`.
  func dataDirectory(_ options: ShellOptions<Options>, in process: ShellProcess) -> String? {
    if let directory = options.dataDirectory { return directory }
    if let config = process.environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return config + "/" + name
    }
    let home = process.environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
    return (home ?? process.homeDirectory).map { $0 + "/.config/" + name }
  }

  /// Puts the app where `stateFile` says an earlier session ended; a problem is a warning.
  ///
  /// A file that is not a state this shell reads is set aside, never written over.
  ///
  /// - Throws: the ``StateFileError`` of a path that is not a regular file.
  private func restore(
    _ app: App, from stateFile: StateFile<App.State>, report: (String) -> Void
  ) throws(StateFileError) {
    do {
      guard let state = try stateFile.load() else { return }
      do {
        try app.restore(state)
      } catch {
        report("cannot restore the state in \(stateFile.url.path): \(error)")
      }
    } catch {
      guard !error.isNotRegular else { throw error }
      if let aside = stateFile.setAside() {
        report("\(error); moved it to \(aside)")
      } else {
        report("\(error); it could not be moved aside, so the state is not saved over it")
      }
    }
  }
}
