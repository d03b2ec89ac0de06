/// Any JSON value, so that a file an app updates keeps the keys it does not know.
///
/// A newer version of an app may add a key to its `settings.json` (say `theme`); an older one that changes
/// the difficulty reads the file as a ``JSONValue`` object, replaces the keys it changed and
/// writes every other key back with the same value. Numbers keep their value, not always
/// their spelling (`7.0` is written `7`); a number beyond a `Double` (`1e400`) makes the file
/// unreadable as a ``JSONValue``, and it is set aside.
@_spi(Files)
public enum JSONValue: Codable, Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number without a fraction that fits an `Int`.
  case integer(Int)
  /// Any other number that fits a `Double`.
  case number(Double)
  /// A string.
  case string(String)
  /// An array of values.
  case array([JSONValue])
  /// An object: its keys and their values.
  case object([String: JSONValue])

  /// Reads whatever value the decoder holds.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Writes the value as it was read.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}
