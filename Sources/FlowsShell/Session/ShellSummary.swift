/// What happened over a session, as far as the exit status is concerned.
struct ShellSummary: Equatable, Sendable {
  /// A line was rejected.
  var sawRejectedLine = false
  /// An expectation failed.
  var sawFailedExpectation = false
  /// A file of the app, such as its settings, could not be written after some line.
  var sawAppWriteFailure = false
  /// The state file could not be written at exit.
  var sawStateWriteFailure = false
  /// Output could not be written; the session stopped there.
  var outputFailed = false
  /// The input could not be read; the session stopped there.
  var inputFailed = false
  /// `--strict` ended the session at a rejected line or failed expectation.
  var stoppedStrictly = false
  /// The caught signal that ended the session.
  var signal: Int32?
  /// The session was interactive: unless `--strict` stopped it, rejected lines and failed
  /// expectations do not set the status.
  var isInteractive = false

  /// The exit status: 74 for lost settings or state, a signal's, 74, 66, 1, 65, then 0, the
  /// first that applies.
  var exitStatus: ExitStatus {
    if sawAppWriteFailure || sawStateWriteFailure { return .cannotWrite }
    if let signal, let status = ExitStatus(signal: signal) { return status }
    if outputFailed { return .cannotWrite }
    if inputFailed { return .noInput }
    if isInteractive && !stoppedStrictly { return .success }
    if sawFailedExpectation { return .expectationFailed }
    if sawRejectedLine { return .rejectedLine }
    return .success
  }
}
