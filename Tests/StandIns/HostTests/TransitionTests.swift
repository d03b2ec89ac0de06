import Coordinator
import PlatformLayers
import Testing
import UIKit

extension HostSuites {
  /// A router with ``TransitionStyle/manual`` transitions, as UIKit has: each change is held
  /// until the host reports the end of its commands' animations (held here until the test
  /// ends them), and what arrives meanwhile waits.
  @MainActor
  @Suite struct TransitionTests {
    let animations = HeldAnimations()
    let app = HostedApp(StackRouter(transitionStyle: .manual, isJournaling: true))
    let notes: NotesCoordinator

    init() {
      notes = NotesCoordinator(router: app.bridge)
      notes.start()
      animations.finishAll()
      app.forget()
    }

    @Test func aDeepLinkDuringAnAnimationWaitsForIt() {
      let note = notes.noteTapped()
      // A link arrives while the push animates: its calls wait behind the push.
      note.historyTapped()
      notes.shareTapped()
      #expect(app.commands() == 1)  // set level 0: #1, #2
      #expect(app.shown == Shown(root: ["Notes", "Note"]))
      #expect(app.router.queuedCallCount == 2)
      #expect(app.bridge.unfinishedCommandCount == 1)

      StandInAnimations.finishAnimations()
      #expect(app.commands() == 1)  // set level 0: #1, #2, #3
      #expect(app.shown == Shown(root: ["Notes", "Note", "History"]))
      StandInAnimations.finishAnimations()
      #expect(app.commands() == 1)  // present level 1: #4
      #expect(app.shown == Shown(root: ["Notes", "Note", "History"], presented: [["Share"]]))
      StandInAnimations.finishAnimations()
      #expect(StandInAnimations.pendingCount == 0)
      #expect(app.router.isTransitionInFlight == false)
      #expect(app.bridge.unfinishedCommandCount == 0)
      #expect(
        app.events() == ["pushed #2 Note", "pushed #3 History", "presented #4 Share on level 1"])
      #expect(app.bridge.shown == PlatformScreens(root: [1, 2, 3], presented: [[4]]))
      #expect(app.shown == Shown(app.bridge))
    }

    @Test func noGestureBeginsDuringAnAnimation() async throws {
      weak let note = notes.noteTapped()
      #expect(app.commands() == 1)  // set level 0: #1, #2
      let stack = try #require(app.window.top)
      weak let noteScreen = stack.viewControllers.last
      #expect(stack.tapBackButton() == false)
      #expect(stack.beginEdgeSwipe() == false)
      await mainQueueRuns()  // no pop was sent
      #expect(app.events() == ["pushed #2 Note"])
      animations.finishAll()
      // The bar is told no, and the host pops the screen after its answer, on the main queue.
      #expect(stack.tapBackButton() == false)
      await mainQueueRuns()
      animations.finishAll()
      #expect(app.events() == ["interactive pop of #2 Note began", "popped #2 Note (interactive)"])
      #expect(app.commands() == 0)
      #expect(app.bridge.shown == PlatformScreens(root: [1]))
      #expect(app.shown == Shown(root: ["Notes"]))
      #expect(app.shown == Shown(app.bridge))
      #expect(app.router.isTransitionInFlight == false)
      #expect(note == nil)
      #expect(noteScreen == nil)
    }

    @Test func aCallDuringAnEdgeSwipeWaitsForItsEnd() throws {
      let note = notes.noteTapped()
      animations.finishAll()
      app.forget()
      let stack = try #require(app.window.top)
      #expect(stack.beginEdgeSwipe() == true)
      note.historyTapped()  // queued behind the swipe
      #expect(app.router.queuedCallCount == 1)
      stack.endEdgeSwipe(cancelled: true)
      #expect(
        app.events() == [
          "interactive pop of #2 Note began", "interactive pop of #2 Note cancelled",
          "pushed #3 History",
        ])
      #expect(app.commands() == 1)  // set level 0: #1, #2, #3
      animations.finishAll()
      #expect(app.router.isTransitionInFlight == false)
      #expect(app.shown == Shown(root: ["Notes", "Note", "History"]))
      #expect(app.shown == Shown(app.bridge))
      #expect(app.bridge.shown == PlatformScreens(app.router.stack))
    }

    @Test func noGestureBeginsWhileUIKitAnimatesAnImmediateChange() async throws {
      let app = HostedApp(StackRouter(isJournaling: true))
      let notes = NotesCoordinator(router: app.bridge)
      notes.start()
      animations.finishAll()
      app.forget()
      weak let note = notes.noteTapped()
      #expect(app.commands() == 1)  // set level 0: #1, #2
      let stack = try #require(app.window.top)
      weak let noteScreen = stack.viewControllers.last
      // The router moved at once; UIKit still animates the push.
      #expect(app.router.isTransitionInFlight == false)
      #expect(stack.tapBackButton() == false)
      #expect(stack.beginEdgeSwipe() == false)
      await mainQueueRuns()  // no pop was sent
      #expect(app.shown == Shown(root: ["Notes", "Note"]))
      animations.finishAll()
      #expect(stack.beginEdgeSwipe() == true)
      stack.endEdgeSwipe(cancelled: false)
      #expect(
        app.events() == [
          "pushed #2 Note", "interactive pop of #2 Note began", "popped #2 Note (interactive)",
        ])
      #expect(app.commands() == 0)
      #expect(app.shown == Shown(root: ["Notes"]))
      #expect(app.shown == Shown(app.bridge))
      #expect(note == nil)
      #expect(noteScreen == nil)
    }

    @Test func aNewPlatformDoesNotWaitForTheCommandsOfTheOldOne() {
      notes.noteTapped()  // held: its command never ends on the host that stops showing it
      #expect(app.bridge.unfinishedCommandCount == 1)
      var commands: [String] = []
      app.bridge.display { [unowned bridge = app.bridge] in
        commands.append($0.description)
        bridge.commandDidFinish()
      }
      #expect(commands == ["set root: #1, #2 (not animated)"])
      #expect(app.bridge.unfinishedCommandCount == 0)
      #expect(app.router.isTransitionInFlight == false)
      // The old host's animation ends later: the bridge waits for nothing of it.
      animations.finishAll()
      #expect(app.bridge.unfinishedCommandCount == 0)
      #expect(app.router.isTransitionInFlight == false)
      #expect(app.bridge.shown == PlatformScreens(root: [1, 2]))
    }
  }
}
