/// The session loop: reads each line, runs it, writes what it did, and stops when it must.
///
/// Output is written whole after every line, so a program can drive the
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
  }

  let dispatcher: ShellDispatcher
  let configuration: Configuration
  private let reader: LineReader
  private let output: any OutputSink
  private let errors: any OutputSink
  private let signals: TerminationSignals?
  private let text: TextRenderer
  private let json: JSONRenderer
  private(set) var summary: ShellSummary

  /// - Parameter signals: SIGINT, SIGTERM and SIGHUP as they arrive: one ends the session
  ///   after the line being run (the caller saves and exits with the signal's status).
  init(
    dispatcher: ShellDispatcher, reader: LineReader, output: any OutputSink,
    errors: any OutputSink, configuration: Configuration, signals: TerminationSignals? = nil
  ) {
    self.dispatcher = dispatcher
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
  func run() -> ShellSummary {
    guard configuration.json || write(text.start(dispatcher.snapshot), to: output) else {
      return summary
    }
    while true {
      if configuration.isInteractive && !configuration.json {
        let path = dispatcher.app.currentPath.map { " \($0)" } ?? ""
        guard write("\(configuration.name)\(path)> ", to: output) else { return summary }
      }
      let line: InputLine?
      do {
        line = try reader.next()
      } catch {
        summary.inputFailed = true
        _ = write(
          configuration.errorStyle.error(
            "\(configuration.name): \(error.description.escapingControlCharacters)")
            + "\n", to: errors)
        return summary
      }
      guard let line else {
        if configuration.isInteractive && !configuration.json {
          // The person pressed ^D after the prompt: end its line.
          _ = write("\n", to: output)
        }
        return summary
      }
      let outcome = run(line)
      if outcome.endsSession || summary.outputFailed { return summary }
      // Lines already read wait in the reader's buffer: a signal must not wait for them.
      if let signals, signals.isPending { return summary }
      if configuration.strict && outcome.verdict != .accepted {
        summary.stoppedStrictly = true
        return summary
      }
    }
  }

  /// Runs one line, writes what it did, and counts it; returns its outcome.
  private func run(_ line: InputLine) -> LineOutcome {
    let outcome: LineOutcome
    let input: String?
    switch line.content {
    case .text(let text):
      input = text
      outcome = dispatcher.run(text)
    case .rejected(let rejection):
      input = nil
      outcome = .rejected(rejection.description)
    }
    switch outcome.verdict {
    case .accepted: break
    case .rejected: summary.sawRejectedLine = true
    case .expectationFailed: summary.sawFailedExpectation = true
    }
    if outcome.notes.writeFailure != nil {
      summary.sawAppWriteFailure = true
    }
    let rendered =
      configuration.json
      ? json.render(
        line: line.number, input: input, outcome: outcome, snapshot: dispatcher.snapshot)
      : text.render(line: line.number, outcome: outcome, snapshot: dispatcher.snapshot)
    if write(rendered.output, to: output) {
      _ = write(rendered.errors, to: errors)
    }
    return outcome
  }

  /// Writes `text`; a failure on stdout ends the session, one on stderr is ignored.
  private func write(_ text: String, to sink: any OutputSink) -> Bool {
    guard !text.isEmpty else { return true }
    do {
      try sink.write(text)
      return true
    } catch {
      guard sink !== errors else { return true }
      summary.outputFailed = true
      if !error.isSilent {
        try? errors.write(
          configuration.errorStyle.error(
            "\(configuration.name): \(error.description.escapingControlCharacters)")
            + "\n")
      }
      return false
    }
  }
}
