import Coordinator

/// A form `:tree --format` prints: the tree's own four renderings, or its JSON encoding.
enum TreeOutputFormat: String, CaseIterable, Equatable, Sendable {
  case text
  case line
  case mermaid
  case dot
  case json

  /// The ``CoordinatorTreeFormat`` this form renders with, or `nil` for JSON.
  var treeFormat: CoordinatorTreeFormat? {
    switch self {
    case .text: .text
    case .line: .line
    case .mermaid: .mermaid
    case .dot: .dot
    case .json: nil
    }
  }
}
