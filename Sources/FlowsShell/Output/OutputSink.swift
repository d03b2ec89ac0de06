/// Where the shell writes: standard output or standard error, or memory in tests and fuzzers.
protocol OutputSink: AnyObject {
  /// Writes `text` whole before returning, so that what a line printed is out before the next.
  func write(_ text: String) throws(OutputError)

  /// Writes the bytes of `buffer` whole before returning, as the text of a string is
  /// text; a sink that writes bytes needs no string made of them.
  func write(_ buffer: UTF8Buffer) throws(OutputError)
}

extension OutputSink {
  /// Writes the text of `buffer`.
  func write(_ buffer: UTF8Buffer) throws(OutputError) {
    try write(buffer.text)
  }
}
