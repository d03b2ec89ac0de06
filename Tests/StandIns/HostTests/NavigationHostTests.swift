import Coordinator
import PlatformLayers
import Testing
import UIKit

/// Answers a dialog, as an app's flow does.
final class Asker: BaseCoordinator {
  var answers: [String?] = []

  func ask(on router: any Router) throws(DialogError) {
    let content = DialogContent.alert(
      "Discard changes?", message: "Your note will be lost.",
      buttons: [
        DialogButton("discard", key: "discard", title: "Discard", role: .destructive),
        DialogButton("keep", key: "keep", title: "Keep Editing", role: .cancel),
      ])
    try ask(content, on: router) { [weak self] in self?.answers.append($0) }
  }
}

extension HostSuites {
  /// The real `NavigationHost`, compiled against the stand-in UIKit, running the bridge's
  /// commands on its controllers and forwarding their callbacks: after every step the window
  /// shows what the router has.
  @MainActor
  @Suite struct NavigationHostTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// The app's flow, owner of every screen.
    let app = Asker()

    init() { app.start() }

    /// A host showing a router with `Notes` at its root.
    func makeHost() -> NavigationHost {
      let host = NavigationHost(window: window, router: StackRouter(transitionStyle: .immediate))
      host.bridge.setRoot(NoteScreen("Notes"), owner: app)
      return host
    }

    @Test func aPushAndTheBackButtonRunThroughTheHost() async {
      let host = makeHost()
      host.bridge.push(NoteScreen("Note"), owner: app)
      #expect(Shown(window) == Shown(root: ["Notes", "Note"]))
      #expect(Shown(window) == Shown(host.bridge))
      let stack = window.rootViewController as? UINavigationController
      weak let note = stack?.viewControllers.last
      // The bar is told no, and the host pops the screen after its answer, on the main queue.
      #expect(stack?.tapBackButton() == false)
      #expect(Shown(window) == Shown(root: ["Notes", "Note"]))
      await mainQueueRuns()
      #expect(Shown(window) == Shown(root: ["Notes"]))
      #expect(Shown(window) == Shown(host.bridge))
      #expect(stack?.navigationBar.items?.count == 1)
      #expect(note == nil)
    }

    @Test func theBackMenuAndTheEdgeSwipeRunThroughTheHost() {
      let host = makeHost()
      host.bridge.push(NoteScreen("Note"), owner: app)
      host.bridge.push(NoteScreen("History"), owner: app)
      let stack = window.rootViewController as? UINavigationController
      #expect(stack?.beginEdgeSwipe() == true)
      stack?.endEdgeSwipe(cancelled: true)
      #expect(Shown(window) == Shown(root: ["Notes", "Note", "History"]))
      #expect(Shown(window) == Shown(host.bridge))
      #expect(stack?.beginEdgeSwipe() == true)
      stack?.endEdgeSwipe(cancelled: false)
      #expect(Shown(window) == Shown(root: ["Notes", "Note"]))
      #expect(Shown(window) == Shown(host.bridge))
      host.bridge.push(NoteScreen("History"), owner: app)
      #expect(stack.map { $0.chooseInBackMenu($0.viewControllers[0]) } == true)
      #expect(Shown(window) == Shown(root: ["Notes"]))
      #expect(Shown(window) == Shown(host.bridge))
    }

    @Test func aPresentedLevelGoesByCommandAndBySwipe() {
      let host = makeHost()
      host.bridge.present(NoteScreen("Share"), owner: app)
      host.bridge.present(NoteScreen("Send"), owner: app)
      #expect(Shown(window) == Shown(root: ["Notes"], presented: [["Share"], ["Send"]]))
      #expect(Shown(window) == Shown(host.bridge))
      #expect((try? host.bridge.dismiss(animated: true)) != nil)
      #expect(Shown(window) == Shown(root: ["Notes"], presented: [["Share"]]))
      weak let share = window.rootViewController?.presentedViewController
      #expect(share?.presentationController?.swipeDown() == true)
      #expect(Shown(window) == Shown(root: ["Notes"]))
      #expect(Shown(window) == Shown(host.bridge))
      #expect(share == nil)
    }

    @Test func aDialogIsAnAlertWhoseButtonAnswersIt() throws {
      let host = makeHost()
      let asker = Asker()
      try asker.ask(on: host.bridge)
      let shown = "Discard changes?: Discard(destructive) Keep Editing(cancel)"
      #expect(Shown(window) == Shown(root: ["Notes"], alert: shown))
      #expect(Shown(window) == Shown(host.bridge))
      weak let alert = window.rootViewController?.presentedViewController as? UIAlertController
      #expect(alert?.message == "Your note will be lost.")
      #expect(alert?.preferredStyle == .alert)
      #expect(alert?.isModalInPresentation == false)
      #expect(alert?.popoverPresentationController == nil)
      alert.map { $0.tap($0.actions[1]) }
      #expect(asker.answers == ["keep"])
      #expect(Shown(window) == Shown(root: ["Notes"]))
      #expect(Shown(window) == Shown(host.bridge))
      #expect(alert == nil)
    }

    @Test func aTapOnATabSelectsItAndARetapPopsItsStack() throws {
      let router = StackRouter(transitionStyle: .immediate)
      let host = NavigationHost(window: window, router: router)
      router.setTabs(
        ["Inbox", "Archive"], selected: "Inbox", owner: app, animated: false, onSelect: nil)
      router.router(forTab: "Inbox")?.setRoot(NoteScreen("Inbox"), owner: app)
      router.router(forTab: "Archive")?.setRoot(NoteScreen("Archive"), owner: app)
      router.router(forTab: "Archive")?.push(NoteScreen("Note"), owner: app)
      #expect(Shown(window) == Shown(host.bridge))
      let tabBar = try #require(window.rootViewController as? UITabBarController)
      let archive = try #require(tabBar.viewControllers?.last)
      #expect(tabBar.tap(archive))
      #expect(Shown(window).selectedTab == 1)
      #expect(Shown(window) == Shown(host.bridge))
      #expect(tabBar.tap(archive))
      #expect(Shown(window).tabs == [["Inbox"], ["Archive"]])
      #expect(Shown(window) == Shown(host.bridge))
    }

    @Test func aRootReplacedUnderAPresentedLevelDismissesItFirst() {
      let host = makeHost()
      host.bridge.present(NoteScreen("Share"), owner: app)
      weak let share = window.rootViewController?.presentedViewController
      host.bridge.setRoot(NoteScreen("Other"), owner: app)
      #expect(Shown(window) == Shown(root: ["Other"]))
      #expect(Shown(window) == Shown(host.bridge))
      #expect(share == nil)
      host.bridge.present(NoteScreen("Send"), owner: app)
      #expect(Shown(window) == Shown(root: ["Other"], presented: [["Send"]]))
      #expect((try? host.bridge.dismiss(animated: true)) != nil)
      #expect(Shown(window) == Shown(root: ["Other"]))
      #expect(Shown(window) == Shown(host.bridge))
    }
  }
}
