/// Percent-encoding as links use it: decoded once when a link is read, written when one is
/// printed.
enum PercentEncoding {
  /// `text` with every `%XX` decoded; `nil` when a `%` is not followed by two hexadecimal digits
  /// or the bytes are not UTF-8.
  static func decode(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  /// Whether every `%` of `text` starts an escape of two hexadecimal digits, and the text
  /// decodes to UTF-8.
  static func isValid(_ text: Substring) -> Bool {
    // Text with no `%` decodes to itself, valid UTF-8 as every string is: one scan of its
    // bytes in place, where decoding copied and validated them.
    let escaped = text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "%")) }
    return escaped == false || decode(text) != nil
  }

  /// `text` with every byte but the unreserved ones (`A`–`Z`, `a`–`z`, `0`–`9`, `-`, `.`, `_`,
  /// `~`) written as `%XX`.
  static func encode(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      if isUnreserved(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        result.unicodeScalars.append("%")
        result.unicodeScalars.append(digits[Int(byte >> 4)])
        result.unicodeScalars.append(digits[Int(byte & 0xF)])
      }
    }
    return result
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
