/// Where a navigation stack is shown: the root stack or a presented level, or a tab's stack.
///
/// Level 0 is the root stack of an app without tabs; with tabs, each tab's stack is
/// ``tab(_:)`` and level 0 stands for none of them. Presented levels are 1 and up.
public enum PlatformPlace: Hashable, Sendable, CustomStringConvertible {
  /// The root stack (0) or a presented level's stack (1 and up).
  case level(Int)
  /// The stack of the tab with this name.
  case tab(String)

  /// `level 1` or `tab Books`.
  public var description: String {
    switch self {
    case .level(let level): "level \(level)"
    case .tab(let name): "tab \(name)"
    }
  }
}
