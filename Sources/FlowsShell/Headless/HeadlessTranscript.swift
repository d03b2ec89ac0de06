/// What a run in memory printed and how it ended: a script run by
/// ``HeadlessShell/run(bytes:json:)``, or a whole command run by
/// ``ShellCommandLine/run(arguments:input:environment:)``.
public struct HeadlessTranscript: Equatable, Sendable {
  /// Everything written to standard output: screens, results, or one JSON object per line.
  public var output: String
  /// Everything written to standard error: `NAME: line N: …` for each line not accepted, and
  /// the warnings and errors that belong to no line.
  public var errors: String
  /// The exit status, as `Documentation/Shell.md` lists them: 0, 1 when an expectation
  /// failed, 65 when a line was rejected, and for a whole command also 64, 66, 74 and a
  /// signal's.
  public var status: Int32

  /// A transcript of `output`, `errors` and `status`, such as a test expects.
  public init(output: String, errors: String, status: Int32) {
    self.output = output
    self.errors = errors
    self.status = status
  }
}
