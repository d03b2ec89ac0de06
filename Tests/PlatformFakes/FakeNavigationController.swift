public import Coordinator
public import CoordinatorBridge

/// A stand-in for `UINavigationController`: a stack of screens (entry ids), the back button,
/// its long-press menu and the edge swipe, with its delegate's calls sent to the bridge.
@MainActor
public final class FakeNavigationController {
  /// Where the bridge has this stack.
  public let place: PlatformPlace
  /// The screens shown, root first: its `viewControllers`.
  public private(set) var ids: [RouterEntry.ID]
  /// Whether an edge swipe is dragging the top screen.
  public private(set) var isSwiping = false
  private unowned let platform: FakePlatform

  init(place: PlatformPlace, ids: [RouterEntry.ID], platform: FakePlatform) {
    self.place = place
    self.ids = ids
    self.platform = platform
  }

  /// `setViewControllers(_:animated:)`; its delegate hears `didShow` when it ends.
  func setViewControllers(_ ids: [RouterEntry.ID]) {
    self.ids = ids
  }

  /// `navigationController(_:didShow:animated:)`, as UIKit calls it once a transition ends.
  func reportDidShow() {
    try? platform.bridge.didShow(ids, in: place)
  }

  /// The back button: `navigationBar(_:shouldPop:)` asks, then UIKit pops one screen and
  /// reports `didShow`. Returns whether the screen went.
  @discardableResult
  public func tapBackButton() -> Bool {
    guard ids.count > 1, platform.bridge.shouldBegin(.back) else { return false }
    ids.removeLast()
    reportDidShow()
    return true
  }

  /// A screen chosen in the back button's long-press menu: UIKit pops to it, several screens
  /// at once, without asking the navigation bar first (only `didShow` tells of it). Returns
  /// whether the screens went.
  @discardableResult
  public func chooseInBackMenu(_ id: RouterEntry.ID) -> Bool {
    guard let index = ids.dropLast().firstIndex(of: id) else { return false }
    ids.removeSubrange((index + 1)...)
    reportDidShow()
    return true
  }

  /// The edge swipe begins: the recognizer's `gestureRecognizerShouldBegin(_:)` asks, then
  /// `willShow` comes with an interactive transition. Returns whether it began.
  @discardableResult
  public func beginEdgeSwipe() -> Bool {
    guard ids.count > 1, platform.bridge.shouldBegin(.back) else { return false }
    isSwiping = true
    try? platform.bridge.interactivePopDidBegin()
    return true
  }

  /// The person lets go: `notifyWhenInteractionChanges` tells whether the swipe was
  /// cancelled; a completed swipe pops the screen and `didShow` follows; a cancelled one
  /// shows the same screens again, and `didShow` follows too.
  public func endEdgeSwipe(cancelled: Bool) {
    guard isSwiping else { return }
    isSwiping = false
    if cancelled {
      try? platform.bridge.interactivePopDidEnd(cancelled: true)
    } else {
      ids.removeLast()
      try? platform.bridge.interactivePopDidEnd(cancelled: false)
    }
    reportDidShow()
  }
}
