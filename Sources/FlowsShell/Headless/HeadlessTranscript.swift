/// What a script run by ``HeadlessShell/run(bytes:json:)`` printed, and how the shell would exit.
public struct HeadlessTranscript: Equatable, Sendable {
  /// Everything written to standard output: screens, results, or one JSON object per line.
  public var output: String
  /// Everything written to standard error: `flows: line N: …` for each line not accepted.
  public var errors: String
  /// The exit status the shell gives this script: 0, 1 when an expectation failed, 65 when a line
  /// was rejected.
  public var status: Int32
}
