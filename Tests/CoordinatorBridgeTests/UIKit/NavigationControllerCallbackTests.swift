import Coordinator
import CoordinatorBridge
import PlatformFakes
import Testing

/// Every row of the article's table of UIKit callbacks on one navigation stack, through a fake
/// navigation controller: what the platform is told, what the router hears, and that the two
/// show the same screens after every move.
@MainActor
@Suite struct NavigationControllerCallbackTests {
  let router = StackRouter(isJournaling: true)
  let bridge: NavigationBridge
  let platform: FakePlatform
  let notes: NotesCoordinator

  init() {
    bridge = NavigationBridge(router: router)
    platform = FakePlatform(bridge: bridge)
    notes = NotesCoordinator(router: bridge)
    notes.start()
    _ = router.takeJournal()
    _ = platform.takeCommands()
  }

  /// The router's events since the last call, as lines.
  func events() -> [String] { router.takeJournal().map(\.description) }

  @Test func theRoutersMovesBecomeCommands() {
    let note = notes.noteTapped()
    note.historyTapped()
    let share = notes.shareTapped()
    share.sendTapped()
    router.popToRoot(animated: false)
    #expect(
      platform.takeCommands() == [
        "set level 0: #1, #2", "set level 0: #1, #2, #3", "present level 1: #4",
        "dismiss level 1", "set level 0: #1 (not animated)",
      ])
    #expect(platform.screens == PlatformScreens(root: [1]))
    #expect(platform.screens == PlatformScreens(router.stack))
  }

  @Test func theBackButtonIsOneGoBack() {
    weak let note = notes.noteTapped()
    _ = platform.takeCommands()
    _ = events()
    #expect(platform.top?.tapBackButton() == true)
    #expect(events() == ["interactive pop of #2 Note began", "popped #2 Note (interactive)"])
    #expect(platform.takeCommands() == [])
    #expect(platform.screens == PlatformScreens(root: [1]))
    #expect(router.stack.description == "level 0: #1 Notes")
    #expect(note == nil)
    #expect(CoordinatorTree(notes, router: bridge).render(.line) == "NotesCoordinator")
  }

  @Test func theBackMenuGoesBackSeveralScreensAtOnce() {
    weak let note = notes.noteTapped()
    note?.historyTapped()
    _ = platform.takeCommands()
    _ = events()
    #expect(platform.top?.chooseInBackMenu(1) == true)
    #expect(
      events() == [
        "interactive pop of #3 History began", "popped #3 History (interactive)",
        "interactive pop of #2 Note began", "popped #2 Note (interactive)",
      ])
    #expect(platform.takeCommands() == [])
    #expect(platform.screens == PlatformScreens(root: [1]))
    #expect(note == nil)
  }

  @Test func aCompletedEdgeSwipePopsACancelledOneDoesNot() {
    weak let note = notes.noteTapped()
    _ = platform.takeCommands()
    _ = events()
    #expect(platform.top?.beginEdgeSwipe() == true)
    platform.top?.endEdgeSwipe(cancelled: true)
    #expect(
      events() == ["interactive pop of #2 Note began", "interactive pop of #2 Note cancelled"])
    #expect(platform.screens == PlatformScreens(root: [1, 2]))
    #expect(note != nil)

    #expect(platform.top?.beginEdgeSwipe() == true)
    platform.top?.endEdgeSwipe(cancelled: false)
    #expect(events() == ["interactive pop of #2 Note began", "popped #2 Note (interactive)"])
    #expect(platform.takeCommands() == [])
    #expect(platform.screens == PlatformScreens(root: [1]))
    #expect(router.stack.description == "level 0: #1 Notes")
    #expect(note == nil)
  }

  @Test func aSwipeDownDismissesThePresentedLevel() {
    weak let share = notes.shareTapped()
    _ = platform.takeCommands()
    _ = events()
    #expect(platform.presentations.last?.swipeDown() == true)
    #expect(events() == ["dismissed #2 Share (swipe-down)"])
    #expect(platform.takeCommands() == [])
    #expect(platform.screens == PlatformScreens(root: [1]))
    #expect(share == nil)
  }

  @Test func nothingToGoBackToBeginsNoMove() {
    #expect(platform.top?.tapBackButton() == false)
    #expect(platform.top?.beginEdgeSwipe() == false)
    #expect(bridge.shouldBegin(.swipeDown) == false)
    #expect(bridge.shouldBegin(.tabTap("Inbox")) == false)
    #expect(events() == [])
    #expect(platform.screens == PlatformScreens(root: [1]))
  }

  @Test func aPushThePlatformMadeByItselfIsTakenBack() throws {
    notes.noteTapped()
    _ = platform.takeCommands()
    _ = events()
    // A navigation controller shows a screen the router never pushed: the bridge takes it back.
    try bridge.didShow([1, 2, 99], in: .level(0))
    #expect(platform.takeCommands() == ["set level 0: #1, #2"])
    #expect(events() == [])
    #expect(platform.screens == PlatformScreens(router.stack))
  }

  @Test func theBridgeAndItsPlatformAreReleased() {
    weak var weakBridge: NavigationBridge?
    weak var weakPlatform: FakePlatform?
    do {
      let bridge = NavigationBridge(router: router)
      let platform = FakePlatform(bridge: bridge)
      weakBridge = bridge
      weakPlatform = platform
      #expect(platform.takeCommands() == ["set root: #1 (not animated)"])
    }
    #expect(weakBridge == nil)
    #expect(weakPlatform == nil)
    // The released bridge no longer observes the router.
    notes.noteTapped()
    #expect(platform.takeCommands() == ["set level 0: #1, #2"])
  }
}
