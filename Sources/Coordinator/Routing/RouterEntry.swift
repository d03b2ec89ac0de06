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

  /// Creates an entry description.
  public init(id: ID, screen: String, level: Int, owner: String? = nil, tab: String? = nil) {
    self.id = id
    self.screen = screen
    self.level = level
    self.owner = owner
    self.tab = tab
  }

  /// The entry as `#id Name`, the form stacks and events print.
  public var description: String { "#\(id) \(screen)" }
}
