/// One tab of a router's tab set in a ``RouterStack``: its name and its stack.
public struct RouterTab: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The tab's name, as given to ``StackRouter/setTabs(_:selected:owner:animated:onSelect:)``.
  public var name: String
  /// The tab's stack, bottom first; empty until the tab's flow shows its first screen.
  public var entries: [RouterEntry]

  /// Creates a tab from its name and its stack.
  public init(name: String, entries: [RouterEntry]) {
    self.name = name
    self.entries = entries
  }

  /// The tab as `tab books: #1 BookList, #4 BookDetail`.
  public var description: String {
    "tab \(name): \(RouterStack.list(entries))"
  }
}
