/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor
open class UITabBarController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
  /// New controllers select the first, as UIKit does.
  open var viewControllers: [UIViewController]? {
    didSet { selectedViewController = viewControllers?.first }
  }

  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
  open var selectedViewController: UIViewController? {
    didSet { _ = selectedViewController?.view }
  }

  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// NSObject's initializer, which the host calls as `UITabBarController()`.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  public convenience init() { self.init(nibName: nil, bundle: nil) }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { nil }

  /// Not Apple's: the person taps the tab of `viewController`. The delegate is asked; a tap
  /// on the selected tab pops its navigation controller to the root, then the delegate hears
  /// `didSelect`. Returns whether the tab bar did anything.
  @discardableResult
  public func tap(_ viewController: UIViewController) -> Bool {
    guard viewControllers?.contains(where: { $0 === viewController }) ?? false,
      delegate?.tabBarController(self, shouldSelect: viewController) ?? true
    else { return false }
    if viewController === selectedViewController,
      let stack = viewController as? UINavigationController
    {
      stack.setViewControllers(Array(stack.viewControllers.prefix(1)), animated: true)
    }
    selectedViewController = viewController
    delegate?.tabBarController(self, didSelect: viewController)
    return true
  }
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

/// Optional in Objective-C: a delegate that does not answer lets the tab be selected.
extension UITabBarControllerDelegate {
  /// The optional requirement's absence.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  /// The optional requirement's absence.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}
