/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: NSObject {
  private var loadedView: UIView?
  private var ownPresentationController: UIPresentationController?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { nil }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  /// Loaded on first use, which calls ``viewDidLoad()``, as UIKit does.
  open var view: UIView! {
    get {
      if let loadedView { return loadedView }
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      loadedView = view
      viewDidLoad()
      return view
    }
    set { loadedView = newValue }
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  open private(set) var presentedViewController: UIViewController?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  open private(set) weak var presentingViewController: UIViewController?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
  open var isModalInPresentation = false

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
  /// Made on first use, before the presentation too, as UIKit does for a sheet.
  open var presentationController: UIPresentationController? {
    if let ownPresentationController { return ownPresentationController }
    let made = UIPresentationController(presentedViewController: self, presenting: nil)
    ownPresentationController = made
    return made
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
  /// None: only a popover-style controller has one (see ``UIAlertController``).
  open var popoverPresentationController: UIPopoverPresentationController? { nil }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  /// As UIKit, a controller already presenting presents nothing more (UIKit logs it).
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard presentedViewController == nil else { return }
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    _ = viewControllerToPresent.view
    StandInAnimations.schedule { completion?() }
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  /// As UIKit: the controller it presented goes, with every one above it; called on a
  /// presented controller that presents nothing, its presenter dismisses it.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let presented = presentedViewController else {
      presentingViewController?.dismiss(animated: flag, completion: completion)
      return
    }
    presented.dropPresentations()
    presentedViewController = nil
    presented.presentingViewController = nil
    StandInAnimations.schedule { completion?() }
  }

  /// Not Apple's: a swipe-down finished by the person, which UIKit dismisses itself.
  func dismissedByThePerson() {
    presentingViewController?.dismiss(animated: true)
  }

  private func dropPresentations() {
    presentedViewController?.dropPresentations()
    presentedViewController?.presentingViewController = nil
    presentedViewController = nil
  }
}
