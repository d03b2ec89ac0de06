extension CoordinatorTree {
  /// The tab set a coordinator holds on the router: its tabs in order and the selected one.
  ///
  /// The indented form writes it after the name as `{books*, search, account}`, the selected
  /// tab marked with `*`; the one-line form leaves it out.
  public struct Tabs: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The tabs' names, in their order.
    public var names: [String]
    /// The name of the selected tab.
    public var selected: String

    /// Creates a tab set's description from its tabs and the selected one.
    public init(names: [String], selected: String) {
      self.names = names
      self.selected = selected
    }

    /// The tabs as `{books*, search, account}`.
    public var description: String {
      "{" + names.map { $0 == selected ? $0 + "*" : $0 }.joined(separator: ", ") + "}"
    }

    /// Whether `name` can be a tab's name in the indented form: not empty, and made of the
    /// characters of a coordinator's name other than `{`, `}` and `*`.
    public static func isValidName(_ name: String) -> Bool {
      !name.isEmpty
        && name.allSatisfy { TreeNameRules.isNameCharacter($0) && !"{}*".contains($0) }
    }
  }
}
