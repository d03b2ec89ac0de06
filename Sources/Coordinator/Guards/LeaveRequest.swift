/// A move that asks a ``LeaveGuard`` before it takes screens off.
public enum LeaveRequest: String, Hashable, Codable, Sendable, CustomStringConvertible {
  /// The platform's back button, or an edge swipe that completed.
  case interactivePop
  /// The platform's swipe-down of a presented level.
  case swipeDown
  /// The platform's tap on the tab already selected, which would pop it to its root.
  case tabReselected
  /// A link, applied by a ``PathNavigator``, whose path pops the screen.
  case link

  /// The move in a word or two, as events print it: `interactive`, `swipe-down`,
  /// `tab re-selected`, `link`.
  public var description: String {
    switch self {
    case .interactivePop: "interactive"
    case .swipeDown: "swipe-down"
    case .tabReselected: "tab re-selected"
    case .link: "link"
    }
  }
}
