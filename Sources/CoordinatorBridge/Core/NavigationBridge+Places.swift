public import Coordinator

// The reports in the terms a platform layer has at hand: the place of the navigation
// controller a callback names, and whether UIKit's transition is interactive. Each decides
// here what the callback means, so that the layer forwards it without a test of its own.

extension NavigationBridge {
  /// A navigation controller's transition begins (UIKit's
  /// `navigationController(_:willShow:animated:)`): an interactive one is the edge swipe, which
  /// begins an interactive pop; any other moves nothing yet.
  public func transitionWillBegin(interactive: Bool) throws(RouterError) {
    guard interactive, swipingPlace == nil else { return }
    try interactivePopDidBegin()
  }

  /// Whether a navigation bar may pop its top item (UIKit's `navigationBar(_:shouldPop:)`,
  /// which a navigation controller answers as its bar's delegate, for the back button and for
  /// its own pops alike); `screenCount` is the controller's `viewControllers.count` and
  /// `itemCount` the bar's `items.count`.
  ///
  /// A bar with more items than screens follows a pop the controller has made already (a
  /// command): yes, asking no guard. Otherwise it is the back button, and answering replaces
  /// UIKit's own pop: the bar is told no and, when ``shouldBegin(_:)`` lets the move begin,
  /// `popScreen` pops the top screen after this answer (the controller's
  /// `popViewController(animated:)`), a pop the bar then follows.
  public func navigationBarShouldPop(
    screenCount: Int, itemCount: Int, popScreen: () -> Void
  ) -> Bool {
    guard screenCount >= itemCount else { return true }
    if shouldBegin(.back) {
      popScreen()
    }
    return false
  }

  /// Whether the tab whose stack is at `place` may be selected by a tap (UIKit's
  /// `tabBarController(_:shouldSelect:)`); no for a place that is not a tab's.
  public func shouldSelect(_ place: PlatformPlace) -> Bool {
    guard case .tab(let tab) = place else { return false }
    return shouldBegin(.tabTap(tab))
  }

  /// The tab whose stack is at `place` was tapped (UIKit's `tabBarController(_:didSelect:)`);
  /// nothing for a place that is not a tab's.
  public func didSelect(_ place: PlatformPlace) throws(RouterError) {
    guard case .tab(let tab) = place else { return }
    try didTapTab(tab)
  }

  /// Whether the stack at `place` may be swiped down (UIKit's
  /// `presentationControllerShouldDismiss(_:)`, which UIKit may ask at any time, with no
  /// swipe-down to follow): the guards are asked without being told, as ``wouldAllow(_:)``
  /// asks them, and nothing moves; no for a place that is not the top presented level.
  public func shouldDismiss(_ place: PlatformPlace) -> Bool {
    place == shown.topPlace && wouldAllow(.swipeDown)
  }

  /// The person tried to swipe the stack at `place` down, and ``shouldDismiss(_:)`` had said
  /// no (UIKit's `presentationControllerDidAttemptToDismiss(_:)`): a guard refuses, and the
  /// bridge makes the swipe-down on the router, which refuses it again, reports
  /// `RouterEvent/leaveRefused(_:_:reason:)` and lets the guard ask its question, as
  /// ``shouldBegin(_:)`` does; nothing for a place that is not the top presented level.
  public func didAttemptToDismiss(_ place: PlatformPlace) {
    guard place == shown.topPlace, case .level(let level) = place, level > 0 else { return }
    _ = shouldBegin(.swipeDown)
  }

  /// The stack at `place` was swiped down and dismissed (UIKit's
  /// `presentationControllerDidDismiss(_:)`); nothing for a place that is not presented.
  public func didDismiss(_ place: PlatformPlace) throws(RouterError) {
    guard case .level(let level) = place, level > 0 else { return }
    try didDismiss(level: level)
  }
}

extension NavigationBridge {
  /// The id of the router's entry that shows `screen`, for a platform layer that has the
  /// screen (a view controller) and needs the id; `nil` for a screen the router does not show.
  public func entryID(of screen: any Presentable) -> RouterEntry.ID? {
    router.ownedEntries.first { router.screen(for: $0.entry.id) === screen }?.entry.id
  }
}
