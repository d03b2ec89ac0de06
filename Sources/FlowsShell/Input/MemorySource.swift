/// Bytes held in memory, handed out in chunks of a chosen size: for tests and fuzzers.
final class MemorySource: ByteSource {
  private let bytes: [UInt8]
  private let chunkSize: Int
  private var offset = 0

  /// Serves `bytes`, at most `chunkSize` at a time, as a pipe delivering them in pieces would.
  init(_ bytes: some Sequence<UInt8>, chunkSize: Int = .max) {
    self.bytes = Array(bytes)
    self.chunkSize = max(1, chunkSize)
  }

  /// Serves the UTF-8 bytes of `text`.
  convenience init(_ text: String, chunkSize: Int = .max) {
    self.init(Array(text.utf8), chunkSize: chunkSize)
  }

  func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputReadError) -> Int {
    let count = min(buffer.count, chunkSize, bytes.count - offset)
    guard count > 0 else { return 0 }
    bytes[offset..<offset + count].withUnsafeBytes { source in
      buffer.copyMemory(from: source)
    }
    offset += count
    return count
  }
}
