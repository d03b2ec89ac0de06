/// The text forms a ``CoordinatorTree`` renders to.
public enum CoordinatorTreeFormat: String, Hashable, Codable, Sendable, CaseIterable {
  /// An indented tree drawn with box characters, one coordinator a line, with
  /// its lifecycle when not running and its screens. Parses back.
  case text
  /// One line of names: `AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))`,
  /// children in start order joined by `, `. Parses back to the ``CoordinatorTree/outline``.
  case line
  /// A Mermaid flowchart.
  case mermaid
  /// A Graphviz DOT digraph.
  case dot
}
