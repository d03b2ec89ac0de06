/// Any JSON value, so that a file an app updates keeps the keys it does not know.
///
/// A newer version of an app may add a key to its `settings.json` (say `theme`); an older one that changes
/// the difficulty reads the file as a ``JSONValue`` object, replaces the keys it changed and
/// writes every other key back with the same value. A number keeps its text, to the digit
/// (``JSONNumber``), when the file is read with ``init(parsing:)`` or
/// ``decode(_:from:userInfo:)`` and written with ``bytes(of:indented:)``.
@_spi(Files)
public enum JSONValue: Codable, Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as written.
  case number(JSONNumber)
  /// A string.
  case string(String)
  /// An array of values.
  case array([JSONValue])
  /// An object: its keys and their values.
  case object([String: JSONValue])

  /// Reads whatever value the decoder holds: from the document as written, when the decoder
  /// has it (``decode(_:from:userInfo:)``), so that a number keeps its text.
  public init(from decoder: any Decoder) throws {
    if let document = (decoder.userInfo[.documentAsWritten] as? DocumentAsWritten)?.value,
      let value = document.value(at: decoder.codingPath)
    {
      self = value
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .number(JSONNumber(value))
    } else if let value = try? container.decode(Double.self), let number = JSONNumber(value) {
      self = .number(number)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Writes the value as it was read: a number as its text when the encoder is an
  /// ``bytes(of:indented:)``'s, else as the `Int` or `Double` nearest it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value):
      if let tokens = encoder.userInfo[.numberTokens] as? NumberTokens {
        try container.encode(tokens.token(for: value))
      } else if let integer = value.intValue {
        try container.encode(integer)
      } else if let double = value.doubleValue {
        try container.encode(double)
      } else {
        throw EncodingError.invalidValue(
          value.text,
          .init(codingPath: encoder.codingPath, debugDescription: "beyond a Double: \(value)"))
      }
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}
