extension String {
  /// The string with every control character (C0, DEL, C1) written as a Swift escape such as
  /// `\u{1B}`, so that a message quoting what someone typed cannot move the cursor, ring the
  /// bell or clear a terminal. Escaping twice gives the same string.
  public var escapingControlCharacters: String {
    guard mayHaveControlCharacters, unicodeScalars.contains(where: \.isControl) else {
      return self
    }
    var escaped = ""
    escaped.reserveCapacity(utf8.count + 8)
    for scalar in unicodeScalars {
      if scalar.isControl {
        escaped += scalar.escaped(asASCII: true)
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}

extension String {
  /// The string with its control characters escaped as ``escapingControlCharacters`` does,
  /// but for the line breaks (`\n`) between its lines, which stay.
  var escapingControlCharactersInLines: String {
    guard unicodeScalars.contains(where: { $0.isControl && $0 != "\n" }) else { return self }
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).escapingControlCharacters }
      .joined(separator: "\n")
  }
}

extension String {
  /// Whether the string's bytes hold a byte that a control character's UTF-8 starts with: one
  /// below 0x20, DEL, or 0xC2 (which starts C1, and other characters too). Read in place, a
  /// few instructions a byte, where the scalars cost some 550 a message (`--json` and text
  /// mode escape the name and every message of the top screen on each line).
  var mayHaveControlCharacters: Bool {
    utf8.withContiguousStorageIfAvailable { bytes in
      bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
    } ?? true
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is a control character: U+0000–U+001F, U+007F or U+0080–U+009F.
  var isControl: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }
}
