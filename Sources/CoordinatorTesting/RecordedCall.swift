public import Coordinator

/// One call a ``RecordingRouter`` received, with what identifies it.
public enum RecordedCall: Hashable, Sendable, CustomStringConvertible {
  /// `push` of a screen, with its owner's name.
  case push(String, owner: String?, animated: Bool)
  /// `pop(animated:)`.
  case pop(animated: Bool)
  /// `popToRoot(animated:)`.
  case popToRoot(animated: Bool)
  /// `pop(to:animated:)`.
  case popTo(RouterEntry.ID, animated: Bool)
  /// `setRoot` of a screen, with its owner's name.
  case setRoot(String, owner: String?, animated: Bool)
  /// `present` of a screen, with its owner's name.
  case present(String, owner: String?, animated: Bool)
  /// `dismiss(animated:)`.
  case dismiss(animated: Bool)
  /// `popFlow` of a coordinator, by name.
  case popFlow(String, animated: Bool)
  /// The platform's back button: `goBack()`.
  case goBack
  /// An edge swipe began: `beginInteractivePop()`.
  case beginInteractivePop
  /// The edge swipe completed: `finishInteractivePop()`.
  case finishInteractivePop
  /// The edge swipe was let go and bounced back: `cancelInteractivePop()`.
  case cancelInteractivePop
  /// A presented level pulled down: `swipeToDismiss()`.
  case swipeToDismiss

  /// The call as code would read, such as `push(Game, owner: GameFlow)`.
  public var description: String {
    func flag(_ animated: Bool) -> String { animated ? "" : ", animated: false" }
    func owned(_ owner: String?) -> String { owner.map { ", owner: \($0)" } ?? "" }
    return switch self {
    case .push(let screen, let owner, let animated):
      "push(\(screen)\(owned(owner))\(flag(animated)))"
    case .pop(let animated): "pop(\(animated ? "" : "animated: false"))"
    case .popToRoot(let animated): "popToRoot(\(animated ? "" : "animated: false"))"
    case .popTo(let id, let animated): "pop(to: #\(id)\(flag(animated)))"
    case .setRoot(let screen, let owner, let animated):
      "setRoot(\(screen)\(owned(owner))\(flag(animated)))"
    case .present(let screen, let owner, let animated):
      "present(\(screen)\(owned(owner))\(flag(animated)))"
    case .dismiss(let animated): "dismiss(\(animated ? "" : "animated: false"))"
    case .popFlow(let name, let animated): "popFlow(\(name)\(flag(animated)))"
    case .goBack: "goBack()"
    case .beginInteractivePop: "beginInteractivePop()"
    case .finishInteractivePop: "finishInteractivePop()"
    case .cancelInteractivePop: "cancelInteractivePop()"
    case .swipeToDismiss: "swipeToDismiss()"
    }
  }
}
