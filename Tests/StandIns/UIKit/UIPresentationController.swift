/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor
open class UIPresentationController: NSObject {
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
  public unowned let presentedViewController: UIViewController

  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    super.init()
  }

  /// Not Apple's: the person swipes the sheet down. Nothing happens to a controller that is
  /// not presented; a controller modal in presentation, or a delegate that answers no, refuses
  /// it (`didAttemptToDismiss`); otherwise UIKit dismisses it and tells `didDismiss`. Returns
  /// whether it went.
  @discardableResult
  public func swipeDown() -> Bool {
    guard presentedViewController.presentingViewController != nil else { return false }
    let allowed =
      !presentedViewController.isModalInPresentation
      && (delegate?.presentationControllerShouldDismiss(self) ?? true)
    guard allowed else {
      delegate?.presentationControllerDidAttemptToDismiss(self)
      return false
    }
    // UIKit keeps the controller until its delegate has heard of the dismissal.
    withExtendedLifetime(presentedViewController) {
      presentedViewController.dismissedByThePerson()
      delegate?.presentationControllerDidDismiss(self)
    }
    return true
  }
}

/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

/// Optional in Objective-C: a delegate that does not answer lets the sheet go.
extension UIAdaptivePresentationControllerDelegate {
  /// The optional requirement's absence.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  /// The optional requirement's absence.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
  /// The optional requirement's absence.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
  open var sourceView: UIView?
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
  open var sourceRect: CGRect = .zero
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/permittedarrowdirections
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

/// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  /// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/init(rawvalue:)
  public let rawValue: UInt
  /// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/init(rawvalue:)
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection/any
  public static let any = UIPopoverArrowDirection(rawValue: 15)
}
