/// Text gathered as UTF-8 bytes for one write, then made a string once, or written as it is.
///
/// A line's output is many small pieces; appending each to a `String` pays for the string's
/// checks and growth every time, where appending bytes is a copy (`Benchmarks/NOTES.md`). The
/// session keeps one buffer and empties it for each line, so that its storage is made once.
struct UTF8Buffer {
  /// The bytes so far: whole characters of UTF-8 once a write of a piece has returned.
  var bytes: [UInt8] = []

  /// An empty buffer with room for `capacity` bytes.
  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// The text so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Whether nothing has been appended since the buffer was made or emptied.
  var isEmpty: Bool { bytes.isEmpty }

  /// Empties the buffer and keeps its storage for the next line.
  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
  }

  /// Appends the UTF-8 of `text`.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends the UTF-8 of `text`, a constant such as a JSON key: read where the program keeps
  /// it, with no string made of it.
  mutating func append(constant text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends `utf8`, whole characters of UTF-8.
  mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: utf8)
  }

  /// Appends one byte, an ASCII character.
  mutating func append(ascii byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends `value` in decimal, as `String(value)` writes it, without making the string.
  mutating func append(decimal value: Int) {
    guard value > 0 else {
      append(String(value))
      return
    }
    let start = bytes.count
    var rest = value
    while rest > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    }
    // Swapped in the array itself: a slice of it, reversed, would be a copy.
    var low = start
    var high = bytes.count - 1
    while low < high {
      bytes.swapAt(low, high)
      low += 1
      high -= 1
    }
  }
}
