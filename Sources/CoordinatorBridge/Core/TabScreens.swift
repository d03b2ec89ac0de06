public import Coordinator

/// One tab of a tab bar as the platform shows it: its name and its stack's screens.
public struct TabScreens: Hashable, Sendable, CustomStringConvertible {
  /// The tab's name, as the router knows it.
  public var name: String
  /// The ids of the screens on the tab's stack, its root first.
  public var ids: [RouterEntry.ID]

  /// A tab named `name` showing `ids`.
  public init(name: String, ids: [RouterEntry.ID]) {
    self.name = name
    self.ids = ids
  }

  /// `Books: #2, #5`.
  public var description: String { "\(name): \(PlatformCommand.list(ids))" }
}
