import CoordinatorBridge

/// A stand-in for a presented navigation controller and its presentation controller: the
/// swipe-down asks `presentationControllerShouldDismiss(_:)`, a dismissal it allows ends in
/// `presentationControllerDidDismiss(_:)` and one it refuses in
/// `presentationControllerDidAttemptToDismiss(_:)`.
@MainActor
public final class FakePresentation {
  /// The presented level.
  public let level: Int
  /// The presented navigation controller.
  public let stack: FakeNavigationController
  private unowned let platform: FakePlatform

  init(level: Int, stack: FakeNavigationController, platform: FakePlatform) {
    self.level = level
    self.stack = stack
    self.platform = platform
  }

  /// UIKit asks `presentationControllerShouldDismiss(_:)`, which it may do at any time (the
  /// person scrolled to the top of the sheet's content), with no dismissal to follow.
  public func askShouldDismiss() -> Bool {
    platform.bridge.shouldDismiss(stack.place)
  }

  /// The person swipes the sheet down: `presentationControllerShouldDismiss(_:)` asks, and a
  /// refused swipe ends in `presentationControllerDidAttemptToDismiss(_:)`. Returns whether
  /// it went.
  @discardableResult
  public func swipeDown() -> Bool {
    guard askShouldDismiss() else {
      platform.bridge.didAttemptToDismiss(stack.place)
      return false
    }
    platform.removePresentations(from: level)
    try? platform.bridge.didDismiss(level: level)
    return true
  }
}
