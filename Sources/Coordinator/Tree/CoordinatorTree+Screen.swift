extension CoordinatorTree {
  /// A screen a coordinator owns on the router: its entry id and name.
  public struct Screen: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The router entry id.
    public var id: RouterEntry.ID
    /// The screen's name.
    public var name: String

    /// Creates a screen reference.
    public init(id: RouterEntry.ID, name: String) {
      self.id = id
      self.name = name
    }

    /// The screen as `#id Name`.
    public var description: String { "#\(id) \(name)" }
  }
}
