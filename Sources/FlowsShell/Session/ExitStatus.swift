/// How the shell exits, as `Documentation/Shell.md` lists it; the values are those of `sysexits.h`.
///
/// When several apply, the first of 74 (for the app's files or state), a signal's, 74 (for output),
/// 66, 1, 65 in that order is the one.
enum ExitStatus: Int32, Equatable, Sendable, CaseIterable {
  /// Every line was accepted and every expectation held; also any interactive session's end.
  case success = 0
  /// An expectation failed.
  case expectationFailed = 1
  /// The command line is bad (`EX_USAGE`).
  case usage = 64
  /// A line was rejected and no expectation failed (`EX_DATAERR`).
  case rejectedLine = 65
  /// SCRIPT cannot be read (`EX_NOINPUT`).
  case noInput = 66
  /// Output, the app's files or state cannot be written (`EX_IOERR`).
  case cannotWrite = 74
  /// SIGHUP ended the session, after saving `--state`: 128 plus the signal's number.
  case hungUp = 129
  /// SIGINT ended the session, after saving `--state`.
  case interrupted = 130
  /// SIGTERM ended the session, after saving `--state`.
  case terminated = 143

  /// The status for a session that `signal` ended, if it is one the shell catches.
  init?(signal: Int32) {
    self.init(rawValue: 128 + signal)
    guard [.hungUp, .interrupted, .terminated].contains(self) else { return nil }
  }
}
