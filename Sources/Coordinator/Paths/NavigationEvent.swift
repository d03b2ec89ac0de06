/// One thing a ``PathNavigator`` did, as its journal and its observer receive it.
///
/// Moves are recorded when they start, with the component they show or take
/// away. A path equal to the current one records nothing.
public enum NavigationEvent: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The item for this component was pushed.
  case pushed(String, animated: Bool)
  /// The item for this component was popped.
  case popped(String, animated: Bool)
  /// A path that had no caller to throw to was rejected when its turn came; nothing moved.
  ///
  /// That is a path queued behind a running change, or one delivered through
  /// ``PathNavigator/receive(_:)`` or ``PathNavigator/bind(_:)``.
  case rejected(FlowPath, PathError)
  /// A path that waited for a key to be prepared was dropped, and nothing moved: a newer path
  /// on its tab, or a move the person made within that tab meanwhile, took its place, or the
  /// flow whose task prepared it ended (``PathCoordinator/prepare(_:)``).
  case superseded(FlowPath)

  /// The event in one line, such as `pushed settings` or `popped profile (not animated)`.
  public var description: String {
    switch self {
    case .pushed(let component, let animated):
      "pushed \(component)\(animated ? "" : " (not animated)")"
    case .popped(let component, let animated):
      "popped \(component)\(animated ? "" : " (not animated)")"
    case .rejected(let path, let error):
      "rejected \(path): \(error)"
    case .superseded(let path):
      "superseded \(path)"
    }
  }
}
