/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor
open class UINavigationController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  open private(set) var viewControllers: [UIViewController] = []

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
  public let navigationBar = UINavigationBar()

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
  public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()

  private var transition: StandInTransitionCoordinator?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
  open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    transition
  }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
  public required init?(coder: NSCoder) { nil }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
  /// The delegate hears `willShow` now and `didShow` when the animation ends; a shorter stack
  /// pops the bar's items, whose delegate — this controller — is asked first, as UIKit does.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    self.viewControllers = viewControllers
    barFollows()
    transitionEnds(animated: animated)
  }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1 else { return nil }
    let popped = viewControllers.last
    setViewControllers(viewControllers.dropLast(), animated: animated)
    return popped
  }

  /// Not Apple's: the person taps the back button. The bar asks its delegate, and pops only
  /// when told yes. Returns the answer.
  @discardableResult
  public func tapBackButton() -> Bool {
    guard let item = navigationBar.items?.last, viewControllers.count > 1 else { return false }
    let pops = askBar(item)
    if pops {
      viewControllers.removeLast()
      navigationBar.items = viewControllers.map { _ in UINavigationItem() }
      transitionEnds(animated: true)
    }
    return pops
  }

  /// Not Apple's: a screen chosen in the back button's long-press menu: UIKit pops to it
  /// without asking the bar. Returns whether `screen` was below the top.
  @discardableResult
  public func chooseInBackMenu(_ screen: UIViewController) -> Bool {
    guard let index = viewControllers.dropLast().firstIndex(where: { $0 === screen }) else {
      return false
    }
    viewControllers.removeSubrange((index + 1)...)
    navigationBar.items = viewControllers.map { _ in UINavigationItem() }
    transitionEnds(animated: true)
    return true
  }

  /// Not Apple's: the edge swipe begins when the recognizer's delegate lets it; the delegate
  /// hears `willShow` with an interactive transition. Returns whether it began.
  @discardableResult
  public func beginEdgeSwipe() -> Bool {
    guard viewControllers.count > 1, transition == nil,
      let recognizer = interactivePopGestureRecognizer,
      recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
    else { return false }
    let coordinator = StandInTransitionCoordinator()
    transition = coordinator
    delegate?.navigationController(
      self, willShow: viewControllers[viewControllers.count - 2], animated: true)
    return true
  }

  /// Not Apple's: the person lets go of the edge swipe; the coordinator tells whether it was
  /// cancelled, a completed one pops the top screen, and `didShow` follows either way.
  public func endEdgeSwipe(cancelled: Bool) {
    guard let coordinator = transition else { return }
    coordinator.endInteraction(cancelled: cancelled)
    if !cancelled {
      viewControllers.removeLast()
      navigationBar.items = viewControllers.map { _ in UINavigationItem() }
    }
    transition = nil
    reportDidShow()
  }

  private func barFollows() {
    let items = navigationBar.items ?? []
    if viewControllers.count < items.count, let top = items.last, !askBar(top) {
      return
    }
    navigationBar.items = viewControllers.map { _ in UINavigationItem() }
  }

  /// The bar asks its delegate, this controller, by selector in UIKit; here through the
  /// conformance the test target declares for a subclass that answers.
  private func askBar(_ item: UINavigationItem) -> Bool {
    (self as? any UINavigationBarDelegate)?.navigationBar(navigationBar, shouldPop: item) ?? true
  }

  private func transitionEnds(animated: Bool) {
    guard let top = viewControllers.last else { return }
    delegate?.navigationController(self, willShow: top, animated: animated)
    StandInAnimations.schedule { [weak self] in self?.reportDidShow() }
  }

  private func reportDidShow() {
    guard let top = viewControllers.last else { return }
    delegate?.navigationController(self, didShow: top, animated: true)
  }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

/// Optional in Objective-C: a delegate that does not answer is not asked.
extension UINavigationControllerDelegate {
  /// The optional requirement's absence.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  /// The optional requirement's absence.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}
