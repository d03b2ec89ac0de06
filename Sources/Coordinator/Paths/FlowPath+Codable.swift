extension FlowPath: Codable {
  /// Decodes a path from its string form, such as `"/main/settings/profile"`.
  ///
  /// A string that does not parse is a `DecodingError.dataCorrupted` error naming the
  /// ``PathError``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let string = try container.decode(String.self)
    do {
      self = try FlowPath(parsing: string)
    } catch {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "invalid path \(String(reflecting: string)): \(error)")
    }
  }

  /// Encodes the path as its string form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
