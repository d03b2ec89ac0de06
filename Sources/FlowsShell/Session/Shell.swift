import Coordinator

/// The session loop: reads each line, runs it, writes what it did, and stops when it must.
///
/// A line's answer is written whole once its work has come to rest, so a program can drive the
/// shell through a pipe, writing a line and reading its answer. Interactive
/// sessions write a prompt with the current path before each line. With
/// `strict`, the first rejected line or failed expectation ends the session,
/// interactive or not;
/// `:quit`, the end of the input, or output that cannot be written end it
/// anyway. A failure of the app to write its files is reported and the session
/// goes on; the status is then 74.
@MainActor
final class Shell {
  /// How the session renders and when it stops.
  struct Configuration: Equatable, Sendable {
    /// The program's name, for the prompt and every message on stderr.
    var name = "flows"
    /// `--json`: one object per line instead of text.
    var json = false
    /// `--quiet`: no screen rendering.
    var quiet = false
    /// `--strict`: stop at the first rejected line or failed expectation.
    var strict = false
    /// A person at a terminal: a prompt before each line, and the status ignores bad lines.
    var isInteractive = false
    /// Colour for stdout.
    var style: TextStyle = .plain
    /// Colour for stderr.
    var errorStyle: TextStyle = .plain
    /// At a terminal with a prompt that edits: the line written first, naming `:help` and the
    /// way out; `help`, `exit` and `quit` are then answered with a hint when the screen has no
    /// such action.
    var banner: String?
    /// `--settle`: how long a line waits for the app's work to come to rest.
    var settle: Duration = .seconds(5)
  }

  let dispatcher: ShellDispatcher
  let configuration: Configuration
  /// The app's work, let run to rest after every line.
  private let work: WorkAtRest
  private let reader: LineReader
  private let output: any OutputSink
  private let errors: any OutputSink
  private let signals: TerminationSignals?
  /// The prompt that edits lines at a terminal; `nil` reads plain lines from the reader.
  private let prompt: TerminalPrompt?
  private let text: TextRenderer
  private let json: JSONRenderer
  private(set) var summary: ShellSummary

  /// - Parameter signals: SIGINT, SIGTERM and SIGHUP as they arrive: one ends the session
  ///   after the line being run (the caller saves and exits with the signal's status).
  /// - Parameter work: the app's work, which every line lets run to rest.
  init(
    dispatcher: ShellDispatcher, work: WorkAtRest, reader: LineReader, output: any OutputSink,
    errors: any OutputSink, configuration: Configuration, signals: TerminationSignals? = nil,
    prompt: TerminalPrompt? = nil
  ) {
    self.dispatcher = dispatcher
    self.work = work
    self.prompt = prompt
    self.signals = signals
    self.reader = reader
    self.output = output
    self.errors = errors
    self.configuration = configuration
    text = TextRenderer(
      style: configuration.style, errorStyle: configuration.errorStyle,
      quiet: configuration.quiet, name: configuration.name)
    json = JSONRenderer(errorStyle: configuration.errorStyle, name: configuration.name)
    summary = ShellSummary(isInteractive: configuration.isInteractive)
  }

  /// Runs the session to its end and returns what happened.
  func run() async -> ShellSummary {
    // What the app started with — a first screen that loads — is shown once it has loaded.
    if !work.running.isEmpty {
      _ = await work.settle(within: configuration.settle)
    }
    if let banner = configuration.banner, !write(banner + "\n", to: output) { return summary }
    guard configuration.json || write(text.start(dispatcher.shownScreen), to: output) else {
      return summary
    }
    // A line's output, gathered as bytes; emptied for each line, so that its storage is made
    // once. A local, lent to each line, is not checked for overlapping access at run time as a
    // stored property is.
    var lineOutput = UTF8Buffer(capacity: 512)
    while true {
      let line: InputLine?
      if let prompt {
        do {
          var shownAtPrompt = dispatcher.shownScreen
          line = try await prompt.next(prompt: promptText) {
            // Work that landed while the person types: its screen, above the prompt.
            let shown = dispatcher.shownScreen
            guard shown != shownAtPrompt else { return nil }
            shownAtPrompt = shown
            return (text.start(shown), promptText)
          }
        } catch {
          switch error {
          case .cannotRead(let error): return failedInput(error)
          case .cannotWrite(let error): return failedOutput(error)
          }
        }
        if let warning = prompt.history.takeWarning() {
          report(warning, warning: true)
        }
      } else {
        // Only a person sees a prompt: a script's lines never read the path for one.
        if configuration.isInteractive && !configuration.json {
          guard write(promptText, to: output) else { return summary }
        }
        do {
          line = try reader.next()
        } catch {
          return failedInput(error)
        }
      }
      guard let line else {
        if configuration.isInteractive && !configuration.json && prompt == nil {
          // The person pressed ^D after the prompt: end its line.
          _ = write("\n", to: output)
        }
        return summary
      }
      // A line that leaves no work running answers with no await: the shell's lines cost what
      // they cost before work could run to rest (Benchmarks/NOTES.md).
      var (outcome, input) = perform(line)
      if needsRest(after: outcome) {
        await rest(after: &outcome)
      }
      answer(line, input: input, outcome: outcome, output: &lineOutput)
      if outcome.endsSession || summary.outputFailed { return summary }
      // Lines already read wait in the reader's buffer: a signal must not wait for them.
      if let signals, signals.isPending { return summary }
      if configuration.strict && outcome.verdict != .accepted {
        summary.stoppedStrictly = true
        return summary
      }
    }
  }

  /// The prompt before a line: the program's name and the current path, as `flows /main> `,
  /// its control characters escaped.
  private var promptText: String {
    let path = dispatcher.app.currentPath.map { " \($0)".escapingControlCharacters } ?? ""
    return "\(configuration.name)\(path)> "
  }

  /// Writes `message`, which belongs to no line, to stderr as `NAME: …`; a failure is ignored.
  private func report(_ message: String, warning: Bool = false) {
    let line =
      "\(configuration.name): " + (warning ? "warning: " : "") + message.escapingControlCharacters
    let styled =
      warning ? configuration.errorStyle.warning(line) : configuration.errorStyle.error(line)
    try? errors.write(styled + "\n")
  }

  /// Ends the session on input that cannot be read, saying so on stderr.
  private func failedInput(_ error: InputReadError) -> ShellSummary {
    summary.inputFailed = true
    report(error.description)
    return summary
  }

  /// Ends the session on output that cannot be written, saying so unless the reader left.
  private func failedOutput(_ error: OutputError) -> ShellSummary {
    summary.outputFailed = true
    if !error.isSilent {
      report(error.description)
    }
    return summary
  }

  /// Runs `line`; returns its outcome and the text it ran, if it was not rejected unread.
  private func perform(_ line: InputLine) -> (LineOutcome, input: String?) {
    switch line.content {
    case .text(let text):
      (hint(for: text) ?? dispatcher.run(text), text)
    case .rejected(let rejection):
      (.rejected(rejection.description), nil)
    }
  }

  /// Writes what `line`, which ran `input`, answers with `outcome`, gathered in `lineOutput`,
  /// and notes in the summary what it says of the session.
  private func answer(
    _ line: InputLine, input: String?, outcome: LineOutcome,
    output lineOutput: inout UTF8Buffer
  ) {
    switch outcome.verdict {
    case .accepted: break
    case .rejected: summary.sawRejectedLine = true
    case .expectationFailed: summary.sawFailedExpectation = true
    }
    if outcome.notes.writeFailure != nil {
      summary.sawAppWriteFailure = true
    }
    lineOutput.removeAll()
    let lineErrors: String
    if configuration.json {
      // What the app shows is written as it is read, with no snapshot made.
      let app = dispatcher.app
      json.write(
        line: line.number, input: input, outcome: outcome, shown: dispatcher.shownScreen,
        state: dispatcher.shownState, path: app.currentPath, root: app.rootCoordinator,
        to: &lineOutput)
      lineErrors = json.errors(line: line.number, outcome: outcome)
    } else {
      lineErrors = text.write(
        line: line.number, outcome: outcome, shown: dispatcher.shownScreen, to: &lineOutput)
    }
    if lineOutput.isEmpty || write(lineOutput) {
      _ = write(lineErrors, to: errors)
    }
  }

  /// Writes a line's output to stdout; a failure ends the session.
  private func write(_ buffer: UTF8Buffer) -> Bool {
    do {
      try output.write(buffer)
      return true
    } catch {
      _ = failedOutput(error)
      return false
    }
  }

  /// The answer to `help`, `exit` or `quit` at a terminal, when the screen has no such action.
  private func hint(for text: String) -> LineOutcome? {
    guard configuration.banner != nil, !dispatcher.screenTakes(text) else { return nil }
    switch text {
    case "help":
      return LineOutcome(result: "type :help for the shell commands and this screen's actions")
    case "exit", "quit": return LineOutcome(result: "type :quit or press Ctrl-D to leave")
    default: return nil
    }
  }

  /// Writes `text`; a failure on stdout ends the session, one on stderr is ignored.
  private func write(_ text: String, to sink: any OutputSink) -> Bool {
    guard !text.isEmpty else { return true }
    do {
      try sink.write(text)
      return true
    } catch {
      guard sink !== errors else { return true }
      _ = failedOutput(error)
      return false
    }
  }

  /// Whether the app's work may still run after a line with `outcome`: a `:wait`, or a task
  /// running, unless the line ends the session.
  private func needsRest(after outcome: LineOutcome) -> Bool {
    !outcome.endsSession && (outcome.wait != nil || !work.running.isEmpty)
  }

  /// Lets the app's work come to rest after a line, `:wait`'s time passing first; notes in
  /// `outcome` what still runs, what the app said meanwhile, and a screen the work changed.
  private func rest(after outcome: inout LineOutcome) async {
    let shown = dispatcher.shownScreen
    let running = await work.settle(waiting: outcome.wait, within: configuration.settle)
    outcome.running = running.map(\.origin)
    dispatcher.noteRest(in: &outcome)
    if outcome.display == .none, outcome.verdict == .accepted, dispatcher.shownScreen != shown {
      outcome.display = .changed
    }
  }
}
