import Coordinator
import PlatformLayers
import Testing
import UIKit

extension HostSuites {
  /// The callbacks `NavigationHost` forwards, made in the order UIKit makes them (through the
  /// stand-in's controllers, or by calling the host's delegate methods as UIKit would where
  /// the stand-in has no such order): what each means is decided by the bridge.
  @MainActor
  @Suite struct HostCallbackOrderTests {
    let app = HostedApp()
    let notes: NotesCoordinator

    init() {
      notes = NotesCoordinator(router: app.bridge)
      notes.start()
    }

    @Test func anEdgeSwipeInUIKitsOrder() throws {
      weak let note = notes.noteTapped()
      app.forget()
      let stack = try #require(app.window.top)
      weak let noteScreen = stack.viewControllers.last
      // gestureRecognizerShouldBegin, willShow (interactive), the finger lifts, didShow.
      #expect(stack.beginEdgeSwipe())
      #expect(app.router.isTransitionInFlight)
      stack.endEdgeSwipe(cancelled: false)
      #expect(app.events() == ["interactive pop of #2 Note began", "popped #2 Note (interactive)"])
      #expect(app.commands() == 0)
      #expect(note == nil)
      #expect(noteScreen == nil)
      #expect(app.bridge.shown == PlatformScreens(root: [1]))
      #expect(app.shown == Shown(root: ["Notes"]))
      #expect(app.shown == Shown(app.bridge))
    }

    @Test func aCancelledSwipeWhoseDidShowComesFirst() throws {
      notes.noteTapped()
      app.forget()
      let stack = try #require(app.window.top)
      let top = try #require(stack.viewControllers.last)
      #expect(stack.beginEdgeSwipe())
      // The same screens shown: the swipe was cancelled.
      app.host.navigationController(stack, didShow: top, animated: true)
      #expect(
        app.events() == [
          "interactive pop of #2 Note began", "interactive pop of #2 Note cancelled",
        ])
      // The end UIKit tells after that finds the swipe over already, which the host ignores.
      stack.endEdgeSwipe(cancelled: true)
      #expect(app.events() == [])
      #expect(app.commands() == 0)
      #expect(app.router.isTransitionInFlight == false)
      #expect(app.bridge.shown == PlatformScreens(root: [1, 2]))
      #expect(app.shown == Shown(root: ["Notes", "Note"]))
      #expect(app.shown == Shown(app.bridge))
    }

    @Test func aNonInteractiveTransitionBeginsNothing() throws {
      notes.noteTapped()
      app.forget()
      let stack = try #require(app.window.top)
      // willShow with no transition coordinator, as for a push UIKit animates by itself.
      app.host.navigationController(stack, willShow: stack.viewControllers[0], animated: true)
      #expect(app.events() == [])
      #expect(app.commands() == 0)
      #expect(app.router.isTransitionInFlight == false)
      #expect(app.shown == Shown(root: ["Notes", "Note"]))
      #expect(app.shown == Shown(app.bridge))
    }

    @Test func theTabBarAndTheSheetInPlaces() throws {
      let root = try #require(app.window.top)
      app.forget()
      // The root stack is no tab: the tab bar's questions about it are answered no, nothing.
      #expect(app.host.tabBarController(UITabBarController(), shouldSelect: root) == false)
      app.host.tabBarController(UITabBarController(), didSelect: root)
      #expect(app.events() == [])
      #expect(app.commands() == 0)
      weak let share = notes.shareTapped()
      weak let sheet = app.window.top
      app.forget()
      // No presented level at the root: its dismissal means nothing.
      app.host.presentationControllerDidDismiss(try #require(root.presentationController))
      #expect(app.events() == [])
      #expect(app.commands() == 0)
      #expect(app.shown == Shown(root: ["Notes"], presented: [["Share"]]))
      #expect(sheet?.presentationController?.swipeDown() == true)
      #expect(app.events() == ["dismissed #2 Share (swipe-down)"])
      #expect(app.commands() == 0)
      #expect(app.shown == Shown(root: ["Notes"]))
      #expect(app.shown == Shown(app.bridge))
      #expect(share == nil)
      #expect(sheet == nil)
    }

    @Test func aViewControllerIsFoundByItsScreen() throws {
      let note = notes.noteTapped()
      _ = note
      let shown = try #require(app.window.top?.viewControllers.last)
      let screen = try #require(app.bridge.screen(for: 2) as? UIViewController)
      #expect(screen === shown)
      #expect(app.bridge.entryID(of: try #require(shown as? NoteScreen)) == 2)
      #expect(app.bridge.entryID(of: NoteScreen("Elsewhere")) == nil)
    }
  }
}
