import Foundation

extension JSONValue {
  /// The deepest nesting of arrays and objects read, as deep as Foundation's decoder reads.
  static let maximumDepth = 512

  /// The value `bytes` hold as JSON (RFC 8259, UTF-8, white space around it allowed), with
  /// every number's text as written; `nil` when they hold none.
  ///
  /// Where an object repeats a key, the last value counts.
  @_spi(Files)
  public init?(parsing bytes: some Collection<UInt8>) {
    var parser = JSONParser(Array(bytes))
    guard let value = parser.value(depth: 0) else { return nil }
    parser.skipWhiteSpace()
    guard parser.isAtEnd else { return nil }
    self = value
  }
}

/// Reads JSON text into a ``JSONValue``, one byte at a time.
private struct JSONParser {
  let bytes: [UInt8]
  var index = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { index == bytes.count }

  mutating func skipWhiteSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
      index += 1
    }
  }

  /// Reads `word` (`true`, `false`, `null`) where it stands.
  mutating func take(_ word: String) -> Bool {
    let word = Array(word.utf8)
    guard bytes[index...].starts(with: word) else { return false }
    index += word.count
    return true
  }

  mutating func value(depth: Int) -> JSONValue? {
    skipWhiteSpace()
    guard index < bytes.count, depth < JSONValue.maximumDepth else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"): return object(depth: depth + 1)
    case UInt8(ascii: "["): return array(depth: depth + 1)
    case UInt8(ascii: "\""): return string().map(JSONValue.string)
    case UInt8(ascii: "t"): return take("true") ? .bool(true) : nil
    case UInt8(ascii: "f"): return take("false") ? .bool(false) : nil
    case UInt8(ascii: "n"): return take("null") ? .null : nil
    default: return number().map(JSONValue.number)
    }
  }

  mutating func object(depth: Int) -> JSONValue? {
    index += 1
    var members: [String: JSONValue] = [:]
    skipWhiteSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhiteSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else {
        return nil
      }
      skipWhiteSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
      index += 1
      guard let value = value(depth: depth) else { return nil }
      members[key] = value
      skipWhiteSpace()
      guard index < bytes.count else { return nil }
      index += 1
      switch bytes[index - 1] {
      case UInt8(ascii: ","): continue
      case UInt8(ascii: "}"): return .object(members)
      default: return nil
      }
    }
  }

  mutating func array(depth: Int) -> JSONValue? {
    index += 1
    var elements: [JSONValue] = []
    skipWhiteSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      guard let element = value(depth: depth) else { return nil }
      elements.append(element)
      skipWhiteSpace()
      guard index < bytes.count else { return nil }
      index += 1
      switch bytes[index - 1] {
      case UInt8(ascii: ","): continue
      case UInt8(ascii: "]"): return .array(elements)
      default: return nil
      }
    }
  }

  mutating func number() -> JSONNumber? {
    let start = index
    while index < bytes.count, Self.numberBytes.contains(bytes[index]) {
      index += 1
    }
    guard JSONNumber.isNumber(bytes[start..<index]) else { return nil }
    return JSONNumber(text: String(decoding: bytes[start..<index], as: UTF8.self))
  }

  private static let numberBytes = Set("-+.eE0123456789".utf8)

  /// A string from its opening quote: escapes read, no control character unescaped, UTF-8
  /// valid.
  mutating func string() -> String? {
    index += 1
    var text: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(validating: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { return nil }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
          guard let scalar = unicodeEscape() else { return nil }
          text += Array(String(Character(scalar)).utf8)
        default: return nil
        }
      case 0x00..<0x20:
        return nil
      default:
        text.append(byte)
      }
    }
    return nil
  }

  /// The scalar of a `\uXXXX` escape, after its `u`, with its low surrogate's escape if any.
  mutating func unicodeEscape() -> Unicode.Scalar? {
    guard let first = hexQuad() else { return nil }
    switch first {
    case 0xD800..<0xDC00:
      // Half a pair reads as U+FFFD, as Foundation's decoder reads it: a string holds no half.
      let mark = index
      guard bytes[index...].starts(with: Array(#"\u"#.utf8)) else { return "\u{FFFD}" }
      index += 2
      guard let second = hexQuad(), (0xDC00..<0xE000).contains(second) else {
        index = mark
        return "\u{FFFD}"
      }
      return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
    case 0xDC00..<0xE000:
      return "\u{FFFD}"
    default:
      return Unicode.Scalar(first)
    }
  }

  mutating func hexQuad() -> UInt32? {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
      bytes[index..<index + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit })
    else { return nil }
    index += 4
    return value
  }
}

extension JSONValue {
  /// The value `bytes` hold as JSON: as written (``init(parsing:)``), else as Foundation's
  /// decoder reads what this parser does not (UTF-16, say), its numbers then as near as an
  /// `Int` or a `Double` holds them; `nil` when neither reads it.
  @_spi(Files)
  public init?(reading bytes: [UInt8]) {
    if let value = JSONValue(parsing: bytes) {
      self = value
    } else if let value = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes)) {
      self = value
    } else {
      return nil
    }
  }
}
