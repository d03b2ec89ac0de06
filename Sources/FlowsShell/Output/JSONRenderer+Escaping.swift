extension JSONRenderer {
  /// Appends `bytes`, whole characters of UTF-8, escaped for the inside of a JSON string.
  ///
  /// Read byte by byte: `"` and `\\` are escaped, the C0 controls, DEL,
  /// U+2028 and U+2029 too (as `\\n`, `\\u001b` and so on), every other character as it is.
  /// Most strings need no escape at all and are copied whole.
  static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout UTF8Buffer) {
    // The start of the bytes not yet copied: whole characters, since each run ends before
    // an ASCII byte or the first byte of U+2028 or U+2029.
    var run = 0
    while let index = firstEscape(in: bytes, from: run) {
      output.append(UnsafeBufferPointer(rebasing: bytes[run..<index]))
      let byte = bytes[index]
      var next = index + 1
      switch byte {
      case UInt8(ascii: "\""): output.append(#"\""#)
      case UInt8(ascii: "\\"): output.append(#"\\"#)
      case 0x0A: output.append(#"\n"#)
      case 0x0D: output.append(#"\r"#)
      case 0x09: output.append(#"\t"#)
      case 0x08: output.append(#"\b"#)
      case 0x0C: output.append(#"\f"#)
      case 0xE2:
        // U+2028 or U+2029, three bytes.
        output.append(bytes[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#)
        next = index + 3
      default:
        let hex = String(byte, radix: 16, uppercase: false)
        output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
      }
      run = next
    }
    output.append(UnsafeBufferPointer(rebasing: bytes[run...]))
  }

  /// The index of the first byte from `start` on that starts a character written escaped,
  /// or `nil` when there is none.
  static func firstEscape(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      // Printable ASCII but `"` and `\` (0x20 to 0x7E, in one unsigned comparison), and every
      // other byte of UTF-8 but the one that can start U+2028 or U+2029: the common cases,
      // tested first.
      if byte &- 0x20 < 0x5F {
        if byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
          index += 1
          continue
        }
      } else if byte >= 0x80 && byte != 0xE2 {
        index += 1
        continue
      }
      if byte != 0xE2
        || (index + 2 < bytes.count && bytes[index + 1] == 0x80
          && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9))
      {
        return index
      }
      index += 1
    }
    return nil
  }
}
