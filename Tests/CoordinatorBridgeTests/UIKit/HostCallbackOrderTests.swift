import Coordinator
import CoordinatorBridge
import PlatformFakes
import Testing

/// The calls `NavigationHost` forwards, in the order UIKit makes its delegate callbacks, in the
/// terms the host has (places, an interactive flag, view controllers): what each means is
/// decided by the bridge, here.
@MainActor
@Suite struct HostCallbackOrderTests {
  let router = StackRouter(isJournaling: true)
  let bridge: NavigationBridge
  let platform: FakePlatform
  let notes: NotesCoordinator

  init() {
    bridge = NavigationBridge(router: router)
    platform = FakePlatform(bridge: bridge)
    notes = NotesCoordinator(router: bridge)
    notes.start()
  }

  func events() -> [String] { router.takeJournal().map(\.description) }

  @Test func anEdgeSwipeInUIKitsOrder() throws {
    weak let note = notes.noteTapped()
    _ = events()
    // gestureRecognizerShouldBegin, willShow (interactive), the finger lifts, didShow.
    #expect(bridge.shouldBegin(.back))
    try bridge.transitionWillBegin(interactive: true)
    try bridge.interactivePopDidEnd(cancelled: false)
    try bridge.didShow([1], in: .level(0))
    #expect(events() == ["interactive pop of #2 Note began", "popped #2 Note (interactive)"])
    #expect(note == nil)
    #expect(bridge.shown == PlatformScreens(root: [1]))
  }

  @Test func aCancelledSwipeWhoseDidShowComesFirst() throws {
    notes.noteTapped()
    _ = events()
    try bridge.transitionWillBegin(interactive: true)
    try bridge.didShow([1, 2], in: .level(0))  // the same screens: the swipe was cancelled
    // The end UIKit tells after that finds the swipe over already, which the host ignores.
    #expect(throws: RouterError.noInteractivePop) {
      try bridge.interactivePopDidEnd(cancelled: true)
    }
    #expect(
      events() == ["interactive pop of #2 Note began", "interactive pop of #2 Note cancelled"])
    #expect(router.isTransitionInFlight == false)
  }

  @Test func aNonInteractiveTransitionBeginsNothing() throws {
    notes.noteTapped()
    _ = events()
    try bridge.transitionWillBegin(interactive: false)
    #expect(events() == [])
    #expect(router.isTransitionInFlight == false)
  }

  @Test func theTabBarAndTheSheetInPlaces() throws {
    #expect(bridge.shouldSelect(.level(0)) == false)
    try bridge.didSelect(.level(0))
    weak let share = notes.shareTapped()
    _ = events()
    try bridge.didDismiss(.level(0))  // no presented level there: nothing
    #expect(events() == [])
    try bridge.didDismiss(.level(1))
    #expect(events() == ["dismissed #2 Share (swipe-down)"])
    #expect(share == nil)
  }

  @Test func aViewControllerIsFoundByItsScreen() throws {
    let note = notes.noteTapped()
    _ = note
    let screen = try #require(bridge.screen(for: 2))
    #expect(bridge.entryID(of: screen) == 2)
    #expect(bridge.entryID(of: NoteScreen("Elsewhere")) == nil)
  }
}
