/// A value snapshot of every level of a router, bottom level first.
public struct RouterStack: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The levels, bottom first; each lists its entries bottom first.
  public var levels: [[RouterEntry]]

  /// Creates a snapshot from its levels.
  public init(levels: [[RouterEntry]]) {
    self.levels = levels
  }

  /// The entry on top of the top level, if any.
  public var top: RouterEntry? { levels.last?.last }

  /// Every entry, bottom level first.
  public var entries: [RouterEntry] { levels.flatMap { $0 } }

  /// One line per level, such as `level 0: #1 Main, #2 Game`.
  public var description: String {
    levels.enumerated().map { index, entries in
      let list = entries.isEmpty ? "(empty)" : entries.map(\.description).joined(separator: ", ")
      return "level \(index): \(list)"
    }.joined(separator: "\n")
  }
}
