/// Where a ``LineReader`` gets its bytes: a file descriptor, or memory in tests and fuzzers.
protocol ByteSource: AnyObject {
  /// Reads up to `buffer.count` bytes into `buffer` and returns how many; 0 means end of input.
  ///
  /// Returns as soon as some bytes are available, so that a program writing
  /// one line at a time through a pipe gets each answer before the next line.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputReadError) -> Int
}
