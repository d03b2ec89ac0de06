/// What took screens off a router.
public enum PopCause: String, Hashable, Codable, Sendable {
  /// A call in code: `pop`, `dismiss`, `popFlow`, `pop(to:)`, `popToRoot`.
  case programmatic
  /// The platform's back button or edge swipe, completed.
  case interactivePop
  /// The platform's swipe-down of a presented level.
  case swipeDown
  /// The platform's tap on the tab already selected, which pops its stack to the root.
  case tabReselected
}
