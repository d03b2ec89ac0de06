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
  /// The navigation bar's items, one per screen unless the bar refused to pop one.
  public private(set) var barItemCount: Int
  /// Whether an edge swipe is dragging the top screen.
  public private(set) var isSwiping = false
  private unowned let platform: FakePlatform

  init(place: PlatformPlace, ids: [RouterEntry.ID], platform: FakePlatform) {
    self.place = place
    self.ids = ids
    self.platform = platform
    barItemCount = ids.count
  }

  /// `setViewControllers(_:animated:)`; its delegate hears `didShow` when it ends. A shorter
  /// stack pops items off the navigation bar, whose delegate, the navigation controller, is
  /// asked `navigationBar(_:shouldPop:)` about a pop the controller has made already.
  func setViewControllers(_ ids: [RouterEntry.ID]) {
    self.ids = ids
    let follows = platform.bridge.navigationBarShouldPop(
      screenCount: ids.count, itemCount: barItemCount, popScreen: {})
    if ids.count >= barItemCount || follows {
      barItemCount = ids.count
    }
  }

  /// `navigationController(_:didShow:animated:)`, as UIKit calls it once a transition ends.
  func reportDidShow() {
    try? platform.bridge.didShow(ids, in: place)
  }

  /// The back button: the bar asks `navigationBar(_:shouldPop:)`, whose answer pops the
  /// screen when the bridge lets it (`popViewController(animated:)`, which the bar follows),
  /// and `didShow` reports it. Returns whether the screen went.
  @discardableResult
  public func tapBackButton() -> Bool {
    guard ids.count > 1 else { return false }
    var pops = false
    let barPops = platform.bridge.navigationBarShouldPop(
      screenCount: ids.count, itemCount: barItemCount, popScreen: { pops = true })
    guard pops, !barPops else { return false }
    setViewControllers(Array(ids.dropLast()))
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
    barItemCount = ids.count
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
      barItemCount = ids.count
      try? platform.bridge.interactivePopDidEnd(cancelled: false)
    }
    reportDidShow()
  }
}
