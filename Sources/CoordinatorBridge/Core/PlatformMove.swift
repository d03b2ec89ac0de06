/// A move the person starts on the platform, which the guards may refuse before it begins.
public enum PlatformMove: Hashable, Sendable, CustomStringConvertible {
  /// The back button, its long-press menu or the edge swipe, on the top stack.
  case back
  /// A swipe-down of the top presented level.
  case swipeDown
  /// A tap on a tab of the tab bar, selected or not.
  case tabTap(String)

  /// `back`, `swipe-down` or `tap on tab Books`.
  public var description: String {
    switch self {
    case .back: "back"
    case .swipeDown: "swipe-down"
    case .tabTap(let name): "tap on tab \(name)"
    }
  }
}
