/// One `name=value` of a link's query, both percent-decoded: `q=left%20hand` is `q`,
/// `left hand`.
public struct LinkQueryItem: Hashable, Sendable, CustomStringConvertible {
  /// The item's name.
  public var name: String
  /// The item's value; empty for `name` or `name=`.
  public var value: String

  /// Creates an item.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }

  /// The item as a link writes it, percent-encoded: `q=left%20hand`.
  public var description: String {
    "\(PercentEncoding.encode(name))=\(PercentEncoding.encode(value))"
  }
}
