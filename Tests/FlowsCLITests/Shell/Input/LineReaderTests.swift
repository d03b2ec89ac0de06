import Testing

@testable import FlowsShell
@testable import GameApp

/// A source that makes a long input as it is read, without ever holding it.
private final class GeneratedSource: ByteSource {
  private var remaining: Int
  private let byte: UInt8
  private var tail: [UInt8]

  init(count: Int, of byte: UInt8, then tail: String) {
    remaining = count
    self.byte = byte
    self.tail = Array(tail.utf8)
  }

  func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputReadError) -> Int {
    if remaining > 0 {
      let count = min(remaining, buffer.count)
      for index in 0..<count { buffer[index] = byte }
      remaining -= count
      return count
    }
    let count = min(tail.count, buffer.count)
    for index in 0..<count { buffer[index] = tail[index] }
    tail.removeFirst(count)
    return count
  }
}

/// A source whose reads fail.
private final class FailingSource: ByteSource {
  func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputReadError) -> Int {
    throw InputReadError(name: "standard input", reason: "Input/output error")
  }
}

@Suite struct LineReaderTests {
  /// Every line the reader returns for `bytes`, read in chunks of `chunkSize`.
  private func lines(_ bytes: [UInt8], chunkSize: Int = .max) throws -> [InputLine] {
    let reader = LineReader(source: MemorySource(bytes, chunkSize: chunkSize))
    var lines: [InputLine] = []
    while let line = try reader.next() {
      lines.append(line)
    }
    return lines
  }

  private func lines(_ text: String, chunkSize: Int = .max) throws -> [InputLine] {
    try lines(Array(text.utf8), chunkSize: chunkSize)
  }

  private func text(_ number: Int, _ text: String) -> InputLine {
    InputLine(number: number, content: .text(text))
  }

  private func rejected(_ number: Int, _ rejection: LineRejection) -> InputLine {
    InputLine(number: number, content: .rejected(rejection))
  }

  @Test(arguments: [1, 2, 3, 7, 65_536])
  func linesAreNumberedByPhysicalLineWhateverTheChunks(chunkSize: Int) throws {
    let input = "login Ada\n\n# a comment\n   \n\tverify 123456  \n  # indented comment\nplay"
    #expect(
      try lines(input, chunkSize: chunkSize) == [
        text(1, "login Ada"), text(5, "verify 123456"), text(7, "play"),
      ])
  }

  @Test func crlfAndLFEndLinesAndTheLastLineNeedsNone() throws {
    #expect(try lines("a\r\nb\nc\r\n") == [text(1, "a"), text(2, "b"), text(3, "c")])
    #expect(try lines("a\r\nb") == [text(1, "a"), text(2, "b")])
    #expect(try lines("") == [])
    #expect(try lines("\n\n\n") == [])
    #expect(try lines("\r\n") == [])
  }

  @Test func whiteSpaceInsideALineStays() throws {
    #expect(try lines("  :expect tree A(B, C)  \n") == [text(1, ":expect tree A(B, C)")])
  }

  @Test func aByteOrderMarkAtTheStartIsIgnored() throws {
    #expect(try lines([0xEF, 0xBB, 0xBF] + Array("play\n".utf8)) == [text(1, "play")])
  }

  @Test func aLineOfTheLimitIsReadAndOneByteMoreIsRejected() throws {
    let limit = LineReader.maximumLineLength
    let longest = String(repeating: "x", count: limit)
    #expect(try lines(longest + "\n") == [text(1, longest)])
    #expect(try lines(longest + "\r\n") == [text(1, longest)])
    #expect(try lines(longest + "x\nplay\n") == [rejected(1, .tooLong), text(2, "play")])
    #expect(try lines(longest + "xy") == [rejected(1, .tooLong)])
  }

  @Test func aTooLongCommentIsRejectedToo() throws {
    let comment = "#" + String(repeating: "x", count: LineReader.maximumLineLength)
    #expect(try lines(comment + "\nplay\n") == [rejected(1, .tooLong), text(2, "play")])
  }

  @Test func aHugeLineIsDiscardedAsItIsReadNotHeld() throws {
    let megabytes = 16
    let reader = LineReader(
      source: GeneratedSource(count: megabytes << 20, of: 0x61, then: "\nplay\n"))
    #expect(try reader.next() == rejected(1, .tooLong))
    #expect(try reader.next() == text(2, "play"))
    #expect(try reader.next() == nil)
    #expect(reader.peakLineBytes <= LineReader.maximumLineLength + 1)
  }

  @Test func invalidUTF8IsRejectedAndTheNextLineRead() throws {
    let cases: [[UInt8]] = [
      [0xFF], [0xC3], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
      Array("guess ".utf8) + [0x80],
    ]
    for bytes in cases {
      #expect(
        try lines(bytes + Array("\nplay\n".utf8)) == [rejected(1, .invalidUTF8), text(2, "play")],
        "\(bytes)")
    }
  }

  @Test func aNULByteIsRejectedEvenInACommentOrAtTheEnd() throws {
    #expect(try lines([0x61, 0x00, 0x62, 0x0A]) == [rejected(1, .nulByte)])
    #expect(try lines([0x23, 0x00, 0x0A, 0x61]) == [rejected(1, .nulByte), text(2, "a")])
    #expect(try lines([0x00]) == [rejected(1, .nulByte)])
  }

  @Test func validUTF8BeyondASCIIIsText() throws {
    #expect(
      try lines("login Zoë\n:expect screen Ünïcödé 🙂\n", chunkSize: 1) == [
        text(1, "login Zoë"), text(2, ":expect screen Ünïcödé 🙂"),
      ])
  }

  @Test func aReadErrorIsThrown() {
    let reader = LineReader(source: FailingSource())
    #expect(throws: InputReadError(name: "standard input", reason: "Input/output error")) {
      try reader.next()
    }
  }
}
