#if canImport(UIKit) && (os(iOS) || PLATFORM_STAND_INS)
  public import UIKit

  /// What UIKit did by itself, forwarded to the bridge, which decides what it means. Each
  /// `try?` drops a refused report, which leaves the router as it was (see
  /// `HostedNavigationController.reportDidShow(ids:)`).
  extension NavigationHost: UINavigationControllerDelegate {
    /// A transition begins; an interactive one is the edge swipe, whose end UIKit tells.
    public func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      let transition = navigationController.transitionCoordinator
      try? bridge.transitionWillBegin(interactive: transition?.isInteractive ?? false)
      transition?.notifyWhenInteractionChanges { [weak self] context in
        try? self?.bridge.interactivePopDidEnd(cancelled: context.isCancelled)
      }
    }

    /// A transition ended: the back button, its menu, a completed swipe or a command.
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      (navigationController as? HostedNavigationController)?.reportDidShow { [weak self] in
        self?.id(of: $0)
      }
    }
  }

  extension NavigationHost: UIAdaptivePresentationControllerDelegate {
    /// May the level be swiped down? UIKit asks at any time: the bridge answers, moving nothing.
    public func presentationControllerShouldDismiss(
      _ presentationController: UIPresentationController
    ) -> Bool {
      (presentationController.presentedViewController as? HostedNavigationController)
        .map { bridge.shouldDismiss($0.place) } ?? false
    }

    /// A swipe-down was refused: the bridge lets the guard ask its question.
    public func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      _ = (presentationController.presentedViewController as? HostedNavigationController)
        .map { bridge.didAttemptToDismiss($0.place) }
    }

    /// The swipe-down dismissed the level.
    public func presentationControllerDidDismiss(
      _ presentationController: UIPresentationController
    ) {
      let stack = presentationController.presentedViewController as? HostedNavigationController
      try? stack.map { try bridge.didDismiss($0.place) }
    }
  }

  extension NavigationHost: UITabBarControllerDelegate {
    /// A tap on a tab: the bridge asks the guards of a re-tap.
    public func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      (viewController as? HostedNavigationController).map { bridge.shouldSelect($0.place) }
        ?? false
    }

    /// The tab was selected, or re-tapped and popped to its root.
    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      try? (viewController as? HostedNavigationController).map { try bridge.didSelect($0.place) }
    }
  }
#endif
