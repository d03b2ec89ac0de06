public import Coordinator

/// A presented level as a SwiftUI sheet or cover item: identified by its root screen's entry,
/// so that a new level over the same place is a new item.
public struct PresentedLevel: Hashable, Sendable, Identifiable {
  /// The entry id of the level's root screen.
  public var id: RouterEntry.ID
  /// The level, 1 and up.
  public var level: Int

  /// The presented `level` whose root screen is entry `id`.
  public init(id: RouterEntry.ID, level: Int) {
    self.id = id
    self.level = level
  }
}
