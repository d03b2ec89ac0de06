/// A place in Swift source, split in lines of bytes, moved past groups and spaces: enough of
/// Swift's syntax to find where a call's parentheses and closure end, strings skipped whole.
struct BraceScanner {
  let lines: [[UInt8]]
  private(set) var line: Int
  private(set) var offset: Int

  init(lines: [[UInt8]], line: Int, offset: Int) {
    self.lines = lines
    self.line = line
    self.offset = offset
  }

  /// The byte here, or `nil` past the end of the line or the source.
  var current: UInt8? {
    guard line < lines.count, offset < lines[line].count else { return nil }
    return lines[line][offset]
  }

  /// Moves past spaces, tabs, carriage returns and line ends; `false` at the end of the source.
  mutating func skipSpaces() -> Bool {
    while line < lines.count {
      while offset < lines[line].count {
        let byte = lines[line][offset]
        guard byte == 0x20 || byte == 0x09 || byte == 0x0D else { return true }
        offset += 1
      }
      line += 1
      offset = 0
    }
    return false
  }

  /// From an opening `(`, `[` or `{` here, moves just past the one that closes it, nested
  /// groups and string literals skipped whole; `false` when it never closes.
  mutating func skipGroup() -> Bool {
    var depth = 0
    var inString = false
    var escaped = false
    while line < lines.count {
      let bytes = lines[line]
      while offset < bytes.count {
        let byte = bytes[offset]
        offset += 1
        if inString {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
          continue
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
          if depth == 0 { return true }
        default: break
        }
      }
      line += 1
      offset = 0
    }
    return false
  }
}
