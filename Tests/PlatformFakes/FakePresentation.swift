import CoordinatorBridge

/// A stand-in for a presented navigation controller and its presentation controller: the
/// swipe-down asks `presentationControllerShouldDismiss(_:)`, and a dismissal it allows ends
/// in `presentationControllerDidDismiss(_:)`.
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

  /// The person swipes the sheet down. Returns whether it went.
  @discardableResult
  public func swipeDown() -> Bool {
    guard platform.bridge.shouldBegin(.swipeDown) else { return false }
    platform.removePresentations(from: level)
    try? platform.bridge.didDismiss(level: level)
    return true
  }
}
