/// https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor
open class UINavigationBar: UIView {
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/items
  open var items: [UINavigationItem]?

  /// The stand-in's bar, one item per screen of its controller.
  init() { super.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { nil }
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor
open class UINavigationItem: NSObject {}

/// https://developer.apple.com/documentation/uikit/uinavigationbardelegate
@MainActor
public protocol UINavigationBarDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uinavigationbardelegate/navigationbar(_:shouldpop:)
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor
open class UIGestureRecognizer: NSObject {
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
  open weak var delegate: (any UIGestureRecognizerDelegate)?
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

/// Optional in Objective-C: a delegate that does not answer lets the gesture begin.
extension UIGestureRecognizerDelegate {
  /// The optional requirement's absence.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive
  var isInteractive: Bool { get }
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
  var isCancelled: Bool { get }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The coordinator of the stand-in's one interactive transition, the edge swipe.
@MainActor
final class StandInTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  private(set) var isInteractive = true
  private(set) var isCancelled = false
  private var handlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    handlers.append(handler)
  }

  func endInteraction(cancelled: Bool) {
    isInteractive = false
    isCancelled = cancelled
    for handler in handlers {
      handler(self)
    }
  }
}
