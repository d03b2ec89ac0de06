/// Where the shell writes: standard output or standard error, or memory in tests and fuzzers.
protocol OutputSink: AnyObject {
  /// Writes `text` whole before returning, so that what a line printed is out before the next.
  func write(_ text: String) throws(OutputError)
}
