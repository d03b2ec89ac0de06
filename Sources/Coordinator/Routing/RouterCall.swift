/// A navigation call that can fail, as named in a ``RouterEvent/rejected(_:_:)`` event.
public enum RouterCall: Hashable, Codable, Sendable, CustomStringConvertible {
  /// `pop(animated:)`.
  case pop
  /// `pop(to:animated:)` with the entry id.
  case popTo(RouterEntry.ID)
  /// `dismiss(animated:)`.
  case dismiss
  /// `push(_:owner:animated:onPop:)` of the screen given this entry id.
  case push(RouterEntry.ID)
  /// `present(_:owner:animated:onPop:)` of the screen given this entry id.
  case present(RouterEntry.ID)
  /// `setRoot(_:owner:animated:onPop:)` of the screen given this entry id.
  case setRoot(RouterEntry.ID)
  /// `popToRoot(animated:)` of a tab's router (``TabStackRouter``), which can fail when its tab
  /// set is gone.
  case popToRoot
  /// `setTabs(_:selected:owner:animated:onSelect:)`.
  case setTabs
  /// `selectTab(_:animated:)` of the tab named here.
  case selectTab(String)

  /// The call as written in code.
  public var description: String {
    switch self {
    case .pop: "pop"
    case .popTo(let id): "pop(to: #\(id))"
    case .dismiss: "dismiss"
    case .push(let id): "push(#\(id))"
    case .present(let id): "present(#\(id))"
    case .setRoot(let id): "setRoot(#\(id))"
    case .popToRoot: "popToRoot"
    case .setTabs: "setTabs"
    case .selectTab(let tab): "selectTab(\(tab))"
    }
  }
}
