/// What running one line did: accepted or not, what it printed, whether the screen is to be shown.
struct LineOutcome: Equatable, Sendable {
  /// Whether the line was accepted.
  enum Verdict: Equatable, Sendable {
    /// The line ran.
    case accepted
    /// The line was rejected with this message and changed nothing.
    case rejected(String)
    /// An `:expect` line did not hold; the message states expected and actual.
    case expectationFailed(String)
  }

  /// When the text rendering shows the top screen after the line.
  enum Display: Equatable, Sendable {
    /// Not at all.
    case none
    /// The line changed something: shown unless `--quiet`.
    case changed
    /// `:screen` asked for it: shown even with `--quiet`.
    case requested
  }

  var verdict: Verdict
  /// A shell command's text output, without a final line break.
  var result: String?
  var display: Display
  /// Whether the session ends after this line (`:quit`).
  var endsSession = false
  /// What the app told the person after the line: warnings and a write failure, for stderr.
  var notes = ShellNotes()
  /// The app's work still running when the line answered, as `FLOW, started at FILE:LINE`.
  var running: [String] = []
  /// `:wait`: the time to let pass on the app's clock before the line answers.
  var wait: Duration?
  /// Whether the line named an action the screen has but cannot take now
  /// (``ScreenActionError/unavailable(_:)``): rejected, and skipped by an explorer.
  var isUnavailable = false

  init(
    verdict: Verdict = .accepted, result: String? = nil, display: Display = .none,
    endsSession: Bool = false
  ) {
    self.verdict = verdict
    self.result = result
    self.display = display
    self.endsSession = endsSession
  }

  /// A rejected line: it changed nothing.
  static func rejected(_ message: String) -> LineOutcome {
    LineOutcome(verdict: .rejected(message))
  }

  /// The error message when the line was not accepted.
  var error: String? {
    switch verdict {
    case .accepted: nil
    case .rejected(let message), .expectationFailed(let message): message
    }
  }
}
