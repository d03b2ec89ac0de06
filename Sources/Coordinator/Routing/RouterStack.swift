/// A value snapshot of every level of a router, bottom level first, and of its tabs.
///
/// On a router with a tab set, level 0 is the selected tab's stack, and ``tabs`` lists every
/// tab's stack, the selected one included.
public struct RouterStack: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The levels, bottom first; each lists its entries bottom first.
  public var levels: [[RouterEntry]]
  /// Every tab in its order with its stack, or `nil` on a router without a tab set.
  public var tabs: [RouterTab]?
  /// The name of the selected tab, or `nil` on a router without a tab set.
  public var selectedTab: String?

  /// Creates a snapshot from its levels and, on a router with a tab set, its tabs.
  public init(levels: [[RouterEntry]], tabs: [RouterTab]? = nil, selectedTab: String? = nil) {
    self.levels = levels
    self.tabs = tabs
    self.selectedTab = selectedTab
  }

  /// The entry on top of the top level, if any.
  public var top: RouterEntry? { levels.last?.last }

  /// Every entry: every tab's stack in tab order, or level 0, then the presented levels.
  public var entries: [RouterEntry] {
    guard let tabs else { return levels.flatMap { $0 } }
    return tabs.flatMap(\.entries) + levels.dropFirst().flatMap { $0 }
  }

  /// Whether the top level is a dialog, which waits for its answer.
  public var showsDialog: Bool { top?.isDialog ?? false }

  /// One line per level, such as `level 0: #1 Main, #2 Game`; on a router with a tab set,
  /// one line per tab in place of level 0, such as `tab books (selected): #1 BookList`; a
  /// dialog's level is marked, as `level 1 (dialog): #3 Alert`.
  public var description: String {
    var lines: [String] = []
    if let tabs {
      for tab in tabs {
        let mark = tab.name == selectedTab ? " (selected)" : ""
        lines.append("tab \(tab.name)\(mark): \(Self.list(tab.entries))")
      }
    }
    for (index, entries) in levels.enumerated() where tabs == nil || index > 0 {
      let mark = entries.first?.isDialog == true ? " (dialog)" : ""
      lines.append("level \(index)\(mark): \(Self.list(entries))")
    }
    return lines.joined(separator: "\n")
  }

  /// Entries as `#1 Main, #2 Game`, or `(empty)`.
  static func list(_ entries: [RouterEntry]) -> String {
    entries.isEmpty ? "(empty)" : entries.map(\.description).joined(separator: ", ")
  }
}
