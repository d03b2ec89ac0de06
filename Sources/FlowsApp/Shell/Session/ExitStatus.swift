/// How `flows` exits, as the contract lists it; the values are those of `sysexits.h`.
///
/// When several apply, the first of 74, 66, 1, 65 in that order is the one.
enum ExitStatus: Int32, Equatable, Sendable {
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
  /// Output, settings or state cannot be written (`EX_IOERR`).
  case cannotWrite = 74
}
