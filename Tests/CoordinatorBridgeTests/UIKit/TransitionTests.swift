import Coordinator
import CoordinatorBridge
import PlatformFakes
import Testing

/// A router with ``TransitionStyle/manual`` transitions, as a real platform has: each change
/// is held until the platform's animations of it end, and what arrives meanwhile waits.
@MainActor
@Suite struct TransitionTests {
  let router = StackRouter(transitionStyle: .manual, isJournaling: true)
  let bridge: NavigationBridge
  let platform: FakePlatform
  let notes: NotesCoordinator

  init() {
    bridge = NavigationBridge(router: router)
    platform = FakePlatform(bridge: bridge, finishesAnimationsAtOnce: false)
    notes = NotesCoordinator(router: bridge)
    notes.start()
    platform.finishAnimations()
    _ = platform.takeCommands()
    _ = router.takeJournal()
  }

  func events() -> [String] { router.takeJournal().map(\.description) }

  @Test func aDeepLinkDuringAnAnimationWaitsForIt() {
    let note = notes.noteTapped()
    // A link arrives while the push animates: its calls wait behind the push.
    note.historyTapped()
    notes.shareTapped()
    #expect(platform.takeCommands() == ["set level 0: #1, #2"])
    #expect(router.queuedCallCount == 2)
    #expect(bridge.unfinishedCommandCount == 1)

    platform.finishAnimations()
    #expect(platform.takeCommands() == ["set level 0: #1, #2, #3"])
    platform.finishAnimations()
    #expect(platform.takeCommands() == ["present level 1: #4"])
    platform.finishAnimations()
    #expect(router.isTransitionInFlight == false)
    #expect(bridge.unfinishedCommandCount == 0)
    #expect(events() == ["pushed #2 Note", "pushed #3 History", "presented #4 Share on level 1"])
    #expect(platform.screens == PlatformScreens(root: [1, 2, 3], presented: [[4]]))
  }

  @Test func noGestureBeginsDuringAnAnimation() {
    notes.noteTapped()
    #expect(platform.top?.tapBackButton() == false)
    #expect(platform.top?.beginEdgeSwipe() == false)
    platform.finishAnimations()
    #expect(platform.top?.tapBackButton() == true)
    #expect(
      events() == [
        "pushed #2 Note", "interactive pop of #2 Note began", "popped #2 Note (interactive)",
      ])
    #expect(platform.screens == PlatformScreens(root: [1]))
  }

  @Test func aCallDuringAnEdgeSwipeWaitsForItsEnd() {
    let note = notes.noteTapped()
    platform.finishAnimations()
    _ = events()
    _ = platform.takeCommands()
    #expect(platform.top?.beginEdgeSwipe() == true)
    note.historyTapped()  // queued behind the swipe
    #expect(router.queuedCallCount == 1)
    platform.top?.endEdgeSwipe(cancelled: true)
    #expect(
      events() == [
        "interactive pop of #2 Note began", "interactive pop of #2 Note cancelled",
        "pushed #3 History",
      ])
    #expect(platform.takeCommands() == ["set level 0: #1, #2, #3"])
    platform.finishAnimations()
    #expect(router.isTransitionInFlight == false)
    #expect(platform.screens == PlatformScreens(router.stack))
  }

  @Test func noGestureBeginsWhileThePlatformAnimatesAnImmediateChange() {
    let router = StackRouter(isJournaling: true)
    let bridge = NavigationBridge(router: router)
    let platform = FakePlatform(bridge: bridge, finishesAnimationsAtOnce: false)
    let notes = NotesCoordinator(router: bridge)
    notes.start()
    platform.finishAnimations()
    _ = router.takeJournal()
    weak let note = notes.noteTapped()
    // The router moved at once; UIKit still animates the push.
    #expect(router.isTransitionInFlight == false)
    #expect(platform.top?.tapBackButton() == false)
    #expect(platform.top?.beginEdgeSwipe() == false)
    platform.finishAnimations()
    #expect(platform.top?.beginEdgeSwipe() == true)
    platform.top?.endEdgeSwipe(cancelled: false)
    #expect(
      router.takeJournal().map(\.description) == [
        "pushed #2 Note", "interactive pop of #2 Note began",
        "popped #2 Note (interactive)",
      ])
    #expect(platform.screens == PlatformScreens(root: [1]))
    #expect(note == nil)
  }

  @Test func aNewPlatformDoesNotWaitForTheCommandsOfTheOldOne() {
    notes.noteTapped()  // held: its command never ends on the platform that goes away
    #expect(bridge.unfinishedCommandCount == 1)
    var commands: [String] = []
    bridge.display { [unowned bridge] in
      commands.append($0.description)
      bridge.commandDidFinish()
    }
    #expect(commands == ["set root: #1, #2 (not animated)"])
    #expect(bridge.unfinishedCommandCount == 0)
    #expect(router.isTransitionInFlight == false)
  }
}
