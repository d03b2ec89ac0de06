/// What an explorer found: the places it reached and the moves between them, how many lines it
/// tried, and every violation with the shortest script that shows it.
public struct Exploration: Sendable, Equatable {
  /// The most lines of a script from the start.
  public let depth: Int
  /// The lines tried, at every place explored.
  public let moves: Int
  /// The places reached and the moves that led from one to another.
  public let map: ExplorationMap
  /// Each violation once, with the shortest script that shows it, in the order found.
  public let violations: [ExplorationViolation]
  /// Whether every place within ``depth`` lines was explored: false when the caller stopped it.
  public let isComplete: Bool

  /// The number of places reached.
  public var places: Int { map.places.count }

  /// `explored 42 places, 310 moves, depth 5: 0 violations`; a count of one is singular,
  /// `1 violation`.
  public var summary: String {
    Self.summary(places: places, moves: moves, depth: depth, violations: violations.count)
  }

  /// The summary of an exploration with these counts.
  static func summary(places: Int, moves: Int, depth: Int, violations: Int) -> String {
    "explored \(count(places, "place")), \(count(moves, "move")), depth \(depth): "
      + count(violations, "violation")
  }

  /// `1 place`, `2 places`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)" + (number == 1 ? "" : "s")
  }
}
