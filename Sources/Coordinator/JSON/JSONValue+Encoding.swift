import Foundation

extension JSONValue {
  /// `value` as JSON, keys sorted, as a `JSONEncoder` writes it, except that every
  /// ``JSONValue`` number in it is written as its text, to the digit: on one line with `/`
  /// as it is, or `indented` (pretty-printed, `/` escaped, as `settings.json` is written).
  ///
  /// A `JSONEncoder` writes a number only as an `Int` or a `Double` can be written, so
  /// `18446744073709551615`, `-0.0` and `1e400` would change: here each is written as a
  /// string holding a random token, and the token's quoted string is then replaced by the
  /// number's text.
  @_spi(Files)
  public static func bytes(of value: some Encodable, indented: Bool = false) throws -> [UInt8] {
    let numbers = NumberTokens()
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      indented ? [.prettyPrinted, .sortedKeys] : [.sortedKeys, .withoutEscapingSlashes]
    encoder.userInfo[.numberTokens] = numbers
    let encoded = Array(try encoder.encode(value))
    return numbers.texts.isEmpty ? encoded : numbers.replacingTokens(in: encoded)
  }

  /// The `T` that `bytes` hold, read by a `JSONDecoder` whose ``JSONValue`` values are read
  /// from the bytes as written (``init(parsing:)``), numbers to the digit; `userInfo` is given
  /// to the decoder.
  ///
  /// The bytes are parsed a second time only when a ``JSONValue`` is read from them: a file
  /// without a key its type does not know is read once, by the `JSONDecoder`.
  @_spi(Files)
  public static func decode<T: Decodable>(
    _ type: T.Type, from bytes: [UInt8], userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) throws -> T {
    let decoder = JSONDecoder()
    decoder.userInfo = userInfo
    decoder.userInfo[.documentAsWritten] = DocumentAsWritten(bytes)
    return try decoder.decode(type, from: Data(bytes))
  }

  /// The value at `path` in this document: through an object by a key's name, through an
  /// array by a key's index.
  func value(at path: [any CodingKey]) -> JSONValue? {
    var value = self
    for key in path {
      switch value {
      case .object(let members):
        guard let member = members[key.stringValue] else { return nil }
        value = member
      case .array(let elements):
        guard let index = key.intValue, elements.indices.contains(index) else { return nil }
        value = elements[index]
      default:
        return nil
      }
    }
    return value
  }
}

/// The document one ``JSONValue/decode(_:from:userInfo:)`` reads, parsed as written the first
/// time a ``JSONValue`` in it is read.
final class DocumentAsWritten: @unchecked Sendable {
  // Used by one decoding, on the thread that decodes.
  private let bytes: [UInt8]
  private var parsed: JSONValue??

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The whole document, `nil` when this parser does not read it (then Foundation's decoder
  /// reads each value as it can).
  var value: JSONValue? {
    if let parsed { return parsed }
    let value = JSONValue(parsing: bytes)
    parsed = .some(value)
    return value
  }
}

/// The numbers one ``JSONValue/bytes(of:indented:)`` writes, each stood for by a string
/// token that no text in the value holds.
final class NumberTokens: @unchecked Sendable {
  // Used by one encoding, on the thread that encodes.
  private(set) var texts: [String] = []
  private let prefix = "flows-number-\(UUID().uuidString)-"

  /// The token that stands for `number` in the encoder's output.
  func token(for number: JSONNumber) -> String {
    texts.append(number.text)
    return prefix + String(texts.count - 1)
  }

  /// `bytes` with each token's quoted string replaced by its number's text.
  func replacingTokens(in bytes: [UInt8]) -> [UInt8] {
    let marker = Array(("\"" + prefix).utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == marker[0], bytes[index...].starts(with: marker) {
        var end = index + marker.count
        var number = 0
        while end < bytes.count, (0x30...0x39).contains(bytes[end]) {
          number = number * 10 + Int(bytes[end] - 0x30)
          end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\""), texts.indices.contains(number) {
          result += Array(texts[number].utf8)
          index = end + 1
          continue
        }
      }
      result.append(bytes[index])
      index += 1
    }
    return result
  }
}

extension CodingUserInfoKey {
  /// A ``JSONValue/bytes(of:indented:)`` in progress: where its numbers' texts go.
  static let numberTokens = CodingUserInfoKey(rawValue: "Flows.numberTokens")!
  /// The document a ``JSONValue/decode(_:from:userInfo:)`` reads, as written.
  static let documentAsWritten = CodingUserInfoKey(rawValue: "Flows.documentAsWritten")!
}
