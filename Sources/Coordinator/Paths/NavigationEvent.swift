/// One thing a ``NavigationRouter`` did, as its journal and its observer receive it.
///
/// Moves are recorded when they start, with the component they show or take
/// away. A silent path and a path equal to the current one record nothing.
public enum NavigationEvent: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The item for this component was pushed.
  case push(String, animated: Bool)
  /// The item for this component was popped.
  case pop(String, animated: Bool)
  /// A path that had no caller to throw to was rejected when its turn came; nothing moved.
  ///
  /// That is a path queued behind a running change, or one delivered through
  /// ``NavigationRouter/receive(_:)`` or ``NavigationRouter/bind(_:)``.
  case rejected(FlowPath, PathError)

  /// The event in one line, such as `push settings` or `pop profile (not animated)`.
  public var description: String {
    switch self {
    case .push(let component, let animated):
      "push \(component)\(animated ? "" : " (not animated)")"
    case .pop(let component, let animated):
      "pop \(component)\(animated ? "" : " (not animated)")"
    case .rejected(let path, let error):
      "rejected \(path): \(error)"
    }
  }
}
