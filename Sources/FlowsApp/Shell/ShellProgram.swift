import Coordinator
import Foundation

/// `flows` from command line to exit status: options, input, settings, state, the session.
///
/// Everything it touches comes in through a ``ShellProcess``, so it runs the
/// same in `main.swift` and in-process in tests.
@MainActor
enum ShellProgram {
  /// Runs `flows` in `process` and returns its exit status.
  static func run(_ process: ShellProcess) -> ExitStatus {
    let invocation: ShellInvocation
    do {
      invocation = try OptionParser.parse(process.arguments)
    } catch {
      try? process.standardError.write(
        "flows: \(error.description.escapingControlCharacters)\n\(ShellUsage.hint)\n")
      return .usage
    }
    switch invocation {
    case .help:
      return emit(ShellUsage.help + "\n", in: process)
    case .version:
      return emit(ShellUsage.version + "\n", in: process)
    case .run(let options):
      return run(options, in: process)
    }
  }

  private static func emit(_ text: String, in process: ShellProcess) -> ExitStatus {
    do {
      try process.standardOutput.write(text)
      return .success
    } catch {
      try? process.standardError.write("flows: \(error)\n")
      return .cannotWrite
    }
  }

  private static func run(_ options: ShellOptions, in process: ShellProcess) -> ExitStatus {
    let colored =
      !options.noColor && !options.json && process.isOutputTerminal
      && (process.environment["NO_COLOR"] ?? "").isEmpty
    let errorStyle: TextStyle = colored && process.isErrorTerminal ? .colored : .plain
    /// Writes a message that belongs to no line to stderr.
    func report(_ message: String, warning: Bool = false) {
      let line = "flows: " + (warning ? "warning: " : "") + message.escapingControlCharacters
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
        report(error.description)
        return .noInput
      }
    case .standardInput, nil:
      source = process.standardInput
    }

    let settingsFile = dataDirectory(options, in: process).map {
      SettingsFile(directory: URL(fileURLWithPath: $0, isDirectory: true))
    }
    if settingsFile == nil {
      report("no home directory and no --data-dir: settings are not saved", warning: true)
    }
    let environment = AppEnvironment(
      settingsFile: settingsFile,
      random: SeededRandom(seed: options.seed ?? UInt64.random(in: .min ... .max)),
      otpCode: options.otpCode)
    let app = AppCoordinator(router: StackRouter(isJournaling: false), environment: environment)
    app.start()
    for warning in environment.takeWarnings() {
      report(warning, warning: true)
    }

    let stateFile = options.stateFile.map(StateFile.init(path:))
    if let stateFile {
      do {
        try restore(app, from: stateFile, report: { report($0, warning: true) })
      } catch {
        // A FIFO, a directory or a device: its state could never be saved, so nothing runs.
        report(error.description + "; flows does not replace it")
        return .cannotWrite
      }
    }

    let shell = Shell(
      dispatcher: ShellDispatcher(app: app), reader: LineReader(source: source),
      output: process.standardOutput, errors: process.standardError,
      configuration: Shell.Configuration(
        json: options.json, quiet: options.quiet, strict: options.strict,
        isInteractive: options.script == nil && process.isInputTerminal,
        style: colored ? .colored : .plain, errorStyle: errorStyle),
      signals: process.signals)
    var summary = shell.run()
    summary.signal = process.signals?.received

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

  /// `--data-dir`, else `$XDG_CONFIG_HOME/flows`, else `~/.config/flows`.
  static func dataDirectory(_ options: ShellOptions, in process: ShellProcess) -> String? {
    if let directory = options.dataDirectory { return directory }
    if let config = process.environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return config + "/flows"
    }
    let home = process.environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
    return (home ?? process.homeDirectory).map { $0 + "/.config/flows" }
  }

  /// Puts the app where `stateFile` says an earlier session ended; a problem is a warning.
  ///
  /// A file that is not a state this `flows` reads is set aside, never written over.
  ///
  /// - Throws: the ``StateFileError`` of a path that is not a regular file.
  private static func restore(
    _ app: AppCoordinator, from stateFile: StateFile, report: (String) -> Void
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
