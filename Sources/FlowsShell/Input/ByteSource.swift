/// Where a ``LineReader`` gets its bytes: a file descriptor, or memory in tests and fuzzers.
protocol ByteSource: AnyObject {
  /// Reads up to `buffer.count` bytes into `buffer` and returns how many; 0 means end of input.
  ///
  /// Returns as soon as some bytes are available, so that a program writing
  /// one line at a time through a pipe gets each answer before the next line.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputReadError) -> Int

  /// Whether the last 0 from ``read(into:)`` was a caught signal rather than the input's end:
  /// a line not finished by then is dropped, not run.
  var wasInterrupted: Bool { get }

  /// The descriptors that become readable when ``read(into:)`` would not wait — the input's
  /// and the signal pipe's — for a wait that holds no thread of the caller's; `nil` for a
  /// source that never waits.
  var readiness: [Int32]? { get }
}

extension ByteSource {
  /// A source no signal ends.
  var wasInterrupted: Bool { false }

  /// A source that never waits.
  var readiness: [Int32]? { nil }
}
