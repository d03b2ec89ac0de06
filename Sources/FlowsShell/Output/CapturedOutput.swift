/// Output kept in memory, for tests and fuzzers that run the shell in-process.
final class CapturedOutput: OutputSink {
  /// Everything written so far.
  private(set) var text = ""

  init() {}

  func write(_ text: String) throws(OutputError) {
    self.text += text
  }
}
