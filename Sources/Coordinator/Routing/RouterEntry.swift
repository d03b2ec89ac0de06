/// A value describing one screen on a router: its id, name, level, owner and tab.
public struct RouterEntry: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The identifier of an entry: given in push order, starting at 1, never reused.
  public typealias ID = Int

  /// The entry's id.
  public var id: ID
  /// The screen's ``Presentable/screenName``.
  public var screen: String
  /// The level the entry is on: 0 for the root stack, 1 and up for presented levels.
  public var level: Int
  /// The name of the coordinator that owns the screen, if one was given.
  public var owner: String?
  /// The tab whose stack holds the entry, on a router with a tab set; `nil` for a presented
  /// level and for a router without tabs.
  ///
  /// An entry of a tab is on level 0 whether its tab is selected or not.
  public var tab: String?
  /// Whether the screen is a dialog (a ``DialogScreen`` on a level of its own), which waits for
  /// its answer: see ``Dialog``.
  public var isDialog: Bool

  /// Creates an entry description.
  public init(
    id: ID, screen: String, level: Int, owner: String? = nil, tab: String? = nil,
    isDialog: Bool = false
  ) {
    self.id = id
    self.screen = screen
    self.level = level
    self.owner = owner
    self.tab = tab
    self.isDialog = isDialog
  }

  private enum CodingKeys: String, CodingKey {
    case id, screen, level, owner, tab, isDialog
  }

  /// Decodes an entry; one written before dialogs existed has no `isDialog` and is not one.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(ID.self, forKey: .id)
    screen = try container.decode(String.self, forKey: .screen)
    level = try container.decode(Int.self, forKey: .level)
    owner = try container.decodeIfPresent(String.self, forKey: .owner)
    tab = try container.decodeIfPresent(String.self, forKey: .tab)
    isDialog = try container.decodeIfPresent(Bool.self, forKey: .isDialog) ?? false
  }

  /// Encodes the entry; `isDialog` only when it is one, so that other entries encode as before.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(screen, forKey: .screen)
    try container.encode(level, forKey: .level)
    try container.encodeIfPresent(owner, forKey: .owner)
    try container.encodeIfPresent(tab, forKey: .tab)
    if isDialog {
      try container.encode(true, forKey: .isDialog)
    }
  }

  /// The entry as `#id Name`, the form stacks and events print.
  public var description: String { "#\(id) \(screen)" }
}
