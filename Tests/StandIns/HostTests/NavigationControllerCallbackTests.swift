import Coordinator
import PlatformLayers
import Testing
import UIKit

extension HostSuites {
  /// Every row of the article's table of UIKit callbacks on one navigation stack, through the
  /// real host on a stand-in navigation controller: the commands the host runs, what the
  /// router hears, and that the window shows the router's screens after every move.
  @MainActor
  @Suite struct NavigationControllerCallbackTests {
    let app = HostedApp()
    let notes: NotesCoordinator

    init() {
      notes = NotesCoordinator(router: app.bridge)
      notes.start()
      app.forget()
    }

    /// The window shows what the bridge and the router have.
    func expectInStep(_ sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(app.shown == Shown(app.bridge), sourceLocation: sourceLocation)
      #expect(app.bridge.shown == PlatformScreens(app.router.stack), sourceLocation: sourceLocation)
    }

    @Test func theRoutersMovesBecomeCommands() {
      weak let note = notes.noteTapped()
      #expect(app.commands() == 1)  // set level 0: #1, #2
      #expect(app.shown == Shown(root: ["Notes", "Note"]))
      note?.historyTapped()
      #expect(app.commands() == 1)  // set level 0: #1, #2, #3
      #expect(app.shown == Shown(root: ["Notes", "Note", "History"]))
      weak let noteScreen = app.window.top?.viewControllers[1]
      weak let historyScreen = app.window.top?.viewControllers[2]
      weak let share = notes.shareTapped()
      weak let sheet = app.window.top
      #expect(app.commands() == 1)  // present level 1: #4
      #expect(app.shown == Shown(root: ["Notes", "Note", "History"], presented: [["Share"]]))
      share?.sendTapped()
      #expect(app.commands() == 1)  // dismiss level 1
      #expect(app.shown == Shown(root: ["Notes", "Note", "History"]))
      app.router.popToRoot(animated: false)
      #expect(app.commands() == 1)  // set level 0: #1 (not animated)
      #expect(app.shown == Shown(root: ["Notes"]))
      #expect(app.bridge.shown == PlatformScreens(root: [1]))
      expectInStep()
      #expect(app.window.top?.navigationBar.items?.count == 1)
      #expect(note == nil)
      #expect(share == nil)
      #expect(sheet == nil)
      #expect(noteScreen == nil)
      #expect(historyScreen == nil)
    }

    @Test func theBackButtonIsOneGoBack() async throws {
      weak let note = notes.noteTapped()
      app.forget()
      let stack = try #require(app.window.top)
      weak let noteScreen = stack.viewControllers.last
      // The bar is told no, and the host pops the screen after its answer, on the main queue.
      #expect(stack.tapBackButton() == false)
      #expect(app.shown == Shown(root: ["Notes", "Note"]))
      await mainQueueRuns()
      #expect(app.events() == ["interactive pop of #2 Note began", "popped #2 Note (interactive)"])
      #expect(app.commands() == 0)
      #expect(app.shown == Shown(root: ["Notes"]))
      #expect(app.bridge.shown == PlatformScreens(root: [1]))
      expectInStep()
      #expect(app.router.stack.description == "level 0: #1 Notes")
      #expect(stack.navigationBar.items?.count == 1)
      #expect(note == nil)
      #expect(noteScreen == nil)
      #expect(CoordinatorTree(notes, router: app.bridge).render(.line) == "NotesCoordinator")
    }

    @Test func theBackMenuGoesBackSeveralScreensAtOnce() throws {
      weak let note = notes.noteTapped()
      note?.historyTapped()
      app.forget()
      let stack = try #require(app.window.top)
      weak let noteScreen = stack.viewControllers[1]
      weak let historyScreen = stack.viewControllers[2]
      #expect(stack.chooseInBackMenu(stack.viewControllers[0]) == true)
      #expect(
        app.events() == [
          "interactive pop of #3 History began", "popped #3 History (interactive)",
          "interactive pop of #2 Note began", "popped #2 Note (interactive)",
        ])
      #expect(app.commands() == 0)
      #expect(app.shown == Shown(root: ["Notes"]))
      #expect(app.bridge.shown == PlatformScreens(root: [1]))
      expectInStep()
      #expect(note == nil)
      #expect(noteScreen == nil)
      #expect(historyScreen == nil)
    }

    @Test func aCompletedEdgeSwipePopsACancelledOneDoesNot() throws {
      weak let note = notes.noteTapped()
      app.forget()
      let stack = try #require(app.window.top)
      weak let noteScreen = stack.viewControllers.last
      #expect(stack.beginEdgeSwipe() == true)
      stack.endEdgeSwipe(cancelled: true)
      #expect(
        app.events() == [
          "interactive pop of #2 Note began", "interactive pop of #2 Note cancelled",
        ])
      #expect(app.commands() == 0)
      #expect(app.shown == Shown(root: ["Notes", "Note"]))
      #expect(app.bridge.shown == PlatformScreens(root: [1, 2]))
      expectInStep()
      #expect(note != nil)

      #expect(stack.beginEdgeSwipe() == true)
      stack.endEdgeSwipe(cancelled: false)
      #expect(app.events() == ["interactive pop of #2 Note began", "popped #2 Note (interactive)"])
      #expect(app.commands() == 0)
      #expect(app.shown == Shown(root: ["Notes"]))
      #expect(app.bridge.shown == PlatformScreens(root: [1]))
      expectInStep()
      #expect(app.router.stack.description == "level 0: #1 Notes")
      #expect(note == nil)
      #expect(noteScreen == nil)
    }

    @Test func aSwipeDownDismissesThePresentedLevel() {
      weak let share = notes.shareTapped()
      app.forget()
      weak let sheet = app.window.top
      weak let shareScreen = sheet?.viewControllers.last
      #expect(sheet?.presentationController?.swipeDown() == true)
      #expect(app.events() == ["dismissed #2 Share (swipe-down)"])
      #expect(app.commands() == 0)
      #expect(app.shown == Shown(root: ["Notes"]))
      #expect(app.bridge.shown == PlatformScreens(root: [1]))
      expectInStep()
      #expect(share == nil)
      #expect(sheet == nil)
      #expect(shareScreen == nil)
    }

    @Test func nothingToGoBackToBeginsNoMove() async throws {
      let stack = try #require(app.window.top)
      #expect(stack.tapBackButton() == false)
      #expect(stack.beginEdgeSwipe() == false)
      // UIKit asks about a tab or a sheet only where there is one; the host answers no for
      // a stack that is neither, and so does the bridge.
      #expect(app.host.tabBarController(UITabBarController(), shouldSelect: stack) == false)
      #expect(app.host.presentationControllerShouldDismiss(stack.presentationController!) == false)
      #expect(app.bridge.shouldBegin(.swipeDown) == false)
      #expect(app.bridge.shouldBegin(.tabTap("Inbox")) == false)
      await mainQueueRuns()
      #expect(app.events() == [])
      #expect(app.commands() == 0)
      #expect(app.shown == Shown(root: ["Notes"]))
      #expect(app.bridge.shown == PlatformScreens(root: [1]))
      expectInStep()
    }

    @Test func aPushThePlatformMadeByItselfIsTakenBack() throws {
      notes.noteTapped()
      app.forget()
      let stack = try #require(app.window.top)
      // The navigation controller shows a screen the router never pushed (a segue, say): the
      // host reports it, and the bridge takes it back.
      weak var stray: NoteScreen?
      do {
        let screen = NoteScreen("Stray")
        stray = screen
        stack.setViewControllers(stack.viewControllers + [screen], animated: true)
      }
      #expect(app.commands() == 1)  // set level 0: #1, #2
      #expect(app.events() == [])
      #expect(app.shown == Shown(root: ["Notes", "Note"]))
      #expect(app.bridge.shown == PlatformScreens(root: [1, 2]))
      expectInStep()
      #expect(stack.navigationBar.items?.count == 2)
      #expect(stray == nil)
    }

    @Test func theHostAndItsBridgeAreReleased() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      weak var weakHost: NavigationHost?
      weak var weakBridge: NavigationBridge?
      do {
        let host = NavigationHost(window: window, router: app.router)
        weakHost = host
        weakBridge = host.bridge
        #expect(app.commands() == 1)  // set root: #1 (not animated)
        #expect(Shown(window) == Shown(root: ["Notes"]))
      }
      #expect(weakHost == nil)
      #expect(weakBridge == nil)
      // The released bridge no longer observes the router; its window keeps what it showed.
      notes.noteTapped()
      #expect(app.commands() == 1)  // set level 0: #1, #2, on the suite's host
      #expect(app.shown == Shown(root: ["Notes", "Note"]))
      #expect(Shown(window) == Shown(root: ["Notes"]))
      expectInStep()
    }
  }
}
