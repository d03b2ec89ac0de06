/// Reads lines as bytes, bounded in length, and skips blank and comment lines.
///
/// A line ends at LF; a CR before the LF is dropped too, and the last line
/// needs no LF. Every physical line counts toward the line numbers, skipped
/// or not. A line is rejected, not returned as text, when it holds more than
/// ``maximumLineLength`` bytes (its line break aside), when it holds a NUL
/// byte, or when it is not valid UTF-8; the checks come before skipping, so
/// a comment with a NUL is rejected too. A UTF-8 byte order mark at the start
/// of the input is ignored, and does not count toward the first line's length.
///
/// Memory stays bounded whatever the input: a line that grows past the limit
/// is dropped and the rest of it is discarded as it is read, up to its LF.
final class LineReader {
  /// The longest line accepted, in bytes, without its line break.
  static let maximumLineLength = 65_536

  /// The most bytes asked of the source at once.
  static let chunkSize = 65_536

  private static let lineFeed: UInt8 = 0x0A
  private static let carriageReturn: UInt8 = 0x0D
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  private let source: any ByteSource
  /// Everything that changes as lines are read, in one value: a line's reading is then one
  /// access to the reader, checked once, rather than one for each of its fields (some 480
  /// instructions a line, `Benchmarks/NOTES.md`).
  private var scan: Scan

  /// The most bytes of one line held at once so far; never more than the limit and a CR.
  var peakLineBytes: Int { scan.peakLineBytes }

  init(source: any ByteSource) {
    self.source = source
    scan = Scan()
  }

  /// The next line that is not blank or a comment, or `nil` at the end of the input.
  ///
  /// Reads from the source only when the bytes already read hold no whole line.
  func next() throws(InputReadError) -> InputLine? {
    try scan.next(from: source)
  }
}

extension LineReader {
  /// The reader's state and the reading of lines from it.
  private struct Scan {
    var buffer = [UInt8](repeating: 0, count: LineReader.chunkSize)
    var position = 0
    var end = 0
    var atEnd = false
    var line: [UInt8]
    var overflowed = false
    var lineNumber = 0
    /// Whether the first line starts with a byte order mark, once its first bytes are read.
    var startsWithByteOrderMark = false
    /// See ``LineReader/peakLineBytes``.
    var peakLineBytes = 0

    init() {
      line = []
      line.reserveCapacity(1024)
    }

    /// ``LineReader/next()``, reading from `source`.
    mutating func next(from source: any ByteSource) throws(InputReadError) -> InputLine? {
      while true {
        if position == end {
          if atEnd { return nil }
          try refill(from: source)
          if atEnd {
            // The last line has no LF; it is a line all the same, unless there is none, or a
            // signal cut it short (half of `name Kai` is not a name to save).
            guard (!line.isEmpty || overflowed) && !source.wasInterrupted else { return nil }
            if let result = finishLine() { return result }
            return nil
          }
          continue
        }
        let newline = buffer[position..<end].firstIndex(of: LineReader.lineFeed)
        append(buffer[position..<(newline ?? end)])
        guard let newline else {
          position = end
          continue
        }
        position = newline + 1
        if let result = finishLine() { return result }
      }
    }

    private mutating func refill(from source: any ByteSource) throws(InputReadError) {
      // `withUnsafeMutableBytes` rethrows untyped errors, so the typed one travels in a Result.
      let result = buffer.withUnsafeMutableBytes { bytes in
        Result { () throws(InputReadError) in try source.read(into: bytes) }
      }
      let count = try result.get()
      position = 0
      end = min(max(count, 0), buffer.count)
      atEnd = end == 0
    }

    private mutating func append(_ bytes: ArraySlice<UInt8>) {
      guard !overflowed, !bytes.isEmpty else { return }
      if lineNumber == 0 && line.count < LineReader.byteOrderMark.count {
        startsWithByteOrderMark = (line + bytes.prefix(3)).starts(with: LineReader.byteOrderMark)
      }
      // One byte over the limit is kept for a CR that may end the line, and three for a
      // byte order mark that starts the input.
      let allowance =
        lineNumber == 0 && startsWithByteOrderMark ? LineReader.byteOrderMark.count : 0
      if line.count + bytes.count > LineReader.maximumLineLength + 1 + allowance {
        overflowed = true
        line.removeAll(keepingCapacity: true)
        return
      }
      line.append(contentsOf: bytes)
      peakLineBytes = max(peakLineBytes, line.count)
    }

    /// Ends the line held: returns it, or `nil` when it is skipped.
    private mutating func finishLine() -> InputLine? {
      lineNumber += 1
      defer {
        overflowed = false
        line.removeAll(keepingCapacity: line.capacity <= 4096)
      }
      if line.last == LineReader.carriageReturn {
        line.removeLast()
      }
      if lineNumber == 1 && line.starts(with: LineReader.byteOrderMark) {
        line.removeFirst(LineReader.byteOrderMark.count)
      }
      guard !overflowed, line.count <= LineReader.maximumLineLength else {
        return InputLine(number: lineNumber, content: .rejected(.tooLong))
      }
      guard !line.contains(0) else {
        return InputLine(number: lineNumber, content: .rejected(.nulByte))
      }
      // Decoding puts U+FFFD where the bytes are not UTF-8, which changes them: the same bytes
      // back mean the line was valid. Cheaper than `String(validating:as:)`, whose check is
      // not specialised for an array of bytes (`Benchmarks/NOTES.md`).
      var text = String(decoding: line, as: UTF8.self)
      guard text.withUTF8({ $0.elementsEqual(line) }) else {
        return InputLine(number: lineNumber, content: .rejected(.invalidUTF8))
      }
      let trimmed = text.trimmingWhiteSpace()
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
      return InputLine(number: lineNumber, content: .text(trimmed))
    }
  }
}
