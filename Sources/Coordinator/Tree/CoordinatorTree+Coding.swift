extension CoordinatorTree {
  private enum CodingKeys: String, CodingKey {
    case name
    case lifecycle
    case tabs
    case screens
    case children
  }

  /// Decodes a tree that ``encode(to:)`` wrote: an object with `name`, `lifecycle`, `tabs` if
  /// the coordinator holds a tab set, `screens` and `children`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decode(String.self, forKey: .name),
      lifecycle: try container.decode(CoordinatorLifecycle.self, forKey: .lifecycle),
      tabs: try container.decodeIfPresent(Tabs.self, forKey: .tabs),
      screens: try container.decode([Screen].self, forKey: .screens),
      children: try container.decode([CoordinatorTree].self, forKey: .children))
  }

  /// Encodes the tree as an object with `name`, `lifecycle`, `tabs` (only for a coordinator
  /// that holds a tab set), `screens` and `children`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(lifecycle, forKey: .lifecycle)
    try container.encodeIfPresent(tabs, forKey: .tabs)
    try container.encode(screens, forKey: .screens)
    try container.encode(children, forKey: .children)
  }
}
