import CoordinatorBridge

/// A stand-in for `UITabBarController`: one navigation controller per tab and a selection;
/// a tap asks `tabBarController(_:shouldSelect:)`, and a tap on the selected tab pops its stack
/// to the root, as UIKit does, before `didSelect`.
@MainActor
public final class FakeTabBarController {
  /// The tabs' navigation controllers, in order.
  public private(set) var tabs: [(name: String, stack: FakeNavigationController)]
  /// The selected tab's name.
  public internal(set) var selected: String
  private unowned let platform: FakePlatform

  init(
    tabs: [(name: String, stack: FakeNavigationController)], selected: String,
    platform: FakePlatform
  ) {
    self.tabs = tabs
    self.selected = selected
    self.platform = platform
  }

  /// The navigation controller of tab `name`.
  public func stack(_ name: String) -> FakeNavigationController? {
    tabs.first { $0.name == name }?.stack
  }

  /// The person taps tab `name`. Returns whether the tab bar did anything.
  @discardableResult
  public func tap(_ name: String) -> Bool {
    guard let stack = stack(name), platform.bridge.shouldBegin(.tabTap(name)) else {
      return false
    }
    if name == selected {
      // UIKit pops the selected tab's stack to its root; its delegate hears didShow.
      stack.setViewControllers(Array(stack.ids.prefix(1)))
      stack.reportDidShow()
    }
    selected = name
    try? platform.bridge.didTapTab(name)
    return true
  }
}
