// White space is a character every scalar of which is Unicode White_Space: a space, a tab,
// CR LF, a no-break space. A space followed by a combining mark is one character that shows a
// mark, and `Character.isWhitespace`, which looks at the first scalar only, would call it white
// space and drop the mark a person typed ("login \u{301}Ada" would log in as Ada); here it is
// part of a word, so such a line is rejected with a clear error instead.
//
// Lines are nearly always ASCII, where white space is six bytes and every character is one
// byte but CR LF, itself white space. Scanning the bytes in place skips the Unicode property
// lookups, most of the cost of parsing a line. A byte that is not ASCII where it matters sends
// the whole string down the path by characters.

extension String {
  /// The string without leading and trailing white space.
  func trimmingWhiteSpace() -> String {
    let trimmed = utf8.withContiguousStorageIfAvailable { bytes -> String? in
      var first = 0
      var last = bytes.count
      while first < last, Self.isASCIIWhiteSpace(bytes[first]) {
        first += 1
      }
      while first < last, Self.isASCIIWhiteSpace(bytes[last - 1]) {
        last -= 1
      }
      guard first < last else { return "" }
      guard bytes[first] < 0x80, bytes[last - 1] < 0x80 else { return nil }
      return first == 0 && last == bytes.count ? self : String(substring(bytes: first..<last))
    }
    if let trimmed = trimmed ?? nil {
      return trimmed
    }
    guard let start = firstIndex(where: { !$0.isWhollyWhiteSpace }),
      let end = lastIndex(where: { !$0.isWhollyWhiteSpace })
    else { return "" }
    return String(self[start...end])
  }

  /// The words of the string: the runs of characters between white space.
  func whiteSpaceSeparatedWords() -> [Substring] {
    let words = utf8.withContiguousStorageIfAvailable { bytes -> [Substring]? in
      var words: [Substring] = []
      words.reserveCapacity(4)
      var wordStart: Int?
      for offset in 0..<bytes.count {
        let byte = bytes[offset]
        guard byte < 0x80 else { return nil }
        if Self.isASCIIWhiteSpace(byte) {
          if let start = wordStart {
            words.append(substring(bytes: start..<offset))
            wordStart = nil
          }
        } else if wordStart == nil {
          wordStart = offset
        }
      }
      if let start = wordStart {
        words.append(substring(bytes: start..<bytes.count))
      }
      return words
    }
    return (words ?? nil) ?? split(whereSeparator: \.isWhollyWhiteSpace)
  }

  /// The part of the string at these UTF-8 offsets, which fall between characters.
  private func substring(bytes offsets: Range<Int>) -> Substring {
    let start = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
    let end = utf8.index(start, offsetBy: offsets.count)
    return self[start..<end]
  }

  /// Whether `byte` is ASCII white space: tab, line feed, vertical tab, form feed, carriage
  /// return or space, the ASCII characters that are white space.
  private static func isASCIIWhiteSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}
