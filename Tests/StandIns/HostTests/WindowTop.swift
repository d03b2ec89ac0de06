import UIKit

extension UIWindow {
  /// The navigation controller the person acts on: the top presented one, or else the
  /// selected tab's or the root one.
  var top: UINavigationController? {
    var controller = rootViewController
    while let presented = controller?.presentedViewController, !(presented is UIAlertController) {
      controller = presented
    }
    return ((controller as? UITabBarController)?.selectedViewController ?? controller)
      as? UINavigationController
  }

  /// The alert shown over everything, if any.
  var alert: UIAlertController? {
    var controller = rootViewController
    while let presented = controller?.presentedViewController {
      controller = presented
    }
    return controller as? UIAlertController
  }

  /// The tab bar controller at the root, with tabs.
  var tabBar: UITabBarController? { rootViewController as? UITabBarController }

  /// The view controller of the tab at `index`.
  func tab(_ index: Int) -> UIViewController? {
    tabBar?.viewControllers.flatMap { $0.indices.contains(index) ? $0[index] : nil }
  }
}
