extension JSONValue {
  /// This value, as this version writes it, with the keys of `stored` it does not know added
  /// back, in every object nested in objects.
  ///
  /// A key this version does not know is one that `stored`, the file as found, holds and
  /// `roundTripped` — the file as this version reads it and writes it back — lacks. A key
  /// this version knows is never brought back, so an optional one it now leaves out stays
  /// out. Arrays are taken whole from this value: a type whose records sit in an array keeps
  /// their unknown keys itself (``JSONKey``).
  @_spi(Files)
  public func keepingUnknownKeys(of stored: JSONValue, roundTripped: JSONValue) -> JSONValue {
    guard case .object(var ours) = self, case .object(let found) = stored,
      case .object(let known) = roundTripped
    else { return self }
    for (key, value) in found {
      if let knownValue = known[key] {
        if let mine = ours[key] {
          ours[key] = mine.keepingUnknownKeys(of: value, roundTripped: knownValue)
        }
      } else if ours[key] == nil {
        ours[key] = value
      }
    }
    return .object(ours)
  }

  /// The keys `decoder`'s object holds that are none of `Keys`, with their values, for a type
  /// that writes them back as it found them (`encode(unknownKeys:)`).
  @_spi(Files)
  public static func unknownKeys<Keys: CodingKey & CaseIterable>(
    in decoder: any Decoder, besides _: Keys.Type
  ) throws -> [String: JSONValue] {
    try unknownKeys(in: decoder, besides: Set(Keys.allCases.map(\.stringValue)))
  }

  /// The keys `decoder`'s object holds that are none of `known`, with their values; none when
  /// the decoder's `userInfo` holds the document a file that keeps them read
  /// (``CodingUserInfoKey/unknownKeysKeptByTheFile``) and the object is one the file's merge
  /// reaches: one nested in objects only, not in an array, which the merge takes whole.
  @_spi(Files)
  public static func unknownKeys(
    in decoder: any Decoder, besides known: Set<String>
  ) throws -> [String: JSONValue] {
    let container = try decoder.container(keyedBy: JSONKey.self)
    if let document = decoder.userInfo[.unknownKeysKeptByTheFile] as? JSONValue,
      document.isObjectInObjects(at: decoder.codingPath)
    {
      return [:]
    }
    var unknown: [String: JSONValue] = [:]
    for key in container.allKeys where !known.contains(key.stringValue) {
      unknown[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
    }
    return unknown
  }
}

extension JSONValue {
  /// Whether the value at `path` in this document is reached through objects only, never
  /// through an array: where ``keepingUnknownKeys(of:roundTripped:)`` reaches. A key is a
  /// member's name at each object, whatever it looks like (`"1"` is a name, not an index).
  fileprivate func isObjectInObjects(at path: [any CodingKey]) -> Bool {
    var value = self
    for key in path {
      guard case .object(let members) = value, let member = members[key.stringValue] else {
        return false
      }
      value = member
    }
    return true
  }
}

@_spi(Files)
extension KeyedEncodingContainer where K == JSONKey {
  /// Writes the keys a type read but does not know, as it read them.
  public mutating func encode(unknownKeys: [String: JSONValue]) throws {
    for (key, value) in unknownKeys {
      try encode(value, forKey: JSONKey(key))
    }
  }
}

/// Any key of a JSON object, to read and write the keys a type does not know.
@_spi(Files)
public struct JSONKey: CodingKey, Hashable, Sendable {
  /// The key.
  public var stringValue: String
  /// Always `nil`: JSON objects have string keys.
  public var intValue: Int? { nil }

  /// The key `stringValue`.
  public init(_ stringValue: String) {
    self.stringValue = stringValue
  }

  /// The key `key` stands for, a key of a type's own.
  public init(_ key: some CodingKey) {
    self.stringValue = key.stringValue
  }

  /// The key `stringValue`.
  public init?(stringValue: String) {
    self.stringValue = stringValue
  }

  /// `nil`: JSON objects have string keys.
  public init?(intValue: Int) {
    nil
  }
}

@_spi(Files)
extension CodingUserInfoKey {
  /// Set in a decoder's `userInfo`, to the ``JSONValue`` it read, by a file that keeps the keys
  /// it does not know in its own read–merge–write: the values it reads where that merge
  /// reaches (objects nested in objects) then collect none, so that the merge, which compares
  /// what it read with what those values write back, sees them as unknown and keeps them, even
  /// when the value written is a new one made without them. Values in an array, which the
  /// merge takes whole, still collect theirs and write them back themselves.
  public static let unknownKeysKeptByTheFile = CodingUserInfoKey(
    rawValue: "Flows.unknownKeysKeptByTheFile")!
}
