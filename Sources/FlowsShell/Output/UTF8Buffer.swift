/// Text gathered as UTF-8 bytes for one write, then made a string once.
///
/// A line's output is many small pieces; appending each to a `String` pays for the string's
/// checks and growth every time, where appending bytes is a copy (`Benchmarks/NOTES.md`).
struct UTF8Buffer {
  /// The bytes so far.
  private(set) var bytes: [UInt8] = []

  /// An empty buffer with room for `capacity` bytes.
  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// The text so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends the UTF-8 of `text`.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends `utf8`, whole characters of UTF-8.
  mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: utf8)
  }

  /// Appends one byte, an ASCII character.
  mutating func append(ascii byte: UInt8) {
    bytes.append(byte)
  }
}
