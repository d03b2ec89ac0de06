import Coordinator
import PlatformLayers
import Testing
import UIKit

extension HostSuites {
  /// The tab bar through the real host on a stand-in tab bar controller: a tap on another tab
  /// selects it, a tap on the selected one pops its stack to the root as UIKit does, unless a
  /// guard refuses.
  @MainActor
  @Suite struct TabBarCallbackTests {
    let app = HostedApp()
    let mail: MailCoordinator

    init() {
      mail = MailCoordinator(router: app.router)
      mail.start()
    }

    /// The window shows what the bridge and the router have.
    func expectInStep(_ sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(app.shown == Shown(app.bridge), sourceLocation: sourceLocation)
      #expect(app.bridge.shown == PlatformScreens(app.router.stack), sourceLocation: sourceLocation)
    }

    @Test func theTabsAreShownAndTappedTabsSelected() throws {
      // set tabs Inbox*: (empty); Archive: (empty) (not animated);
      // set tab Inbox: #1 (not animated)
      #expect(app.commands() == 2)
      #expect(app.shown == Shown(tabs: [["Inbox"], []], selectedTab: 0))
      expectInStep()
      _ = app.events()
      let archive = try #require(app.window.tab(1))
      #expect(app.window.tabBar?.tap(archive) == true)
      #expect(
        app.events() == [
          "selected tab Archive (was Inbox) (not animated)",
          "pushed #2 Archive in Archive (not animated)",
        ])
      #expect(app.commands() == 1)  // set tab Archive: #2 (not animated)
      #expect(app.shown == Shown(tabs: [["Inbox"], ["Archive"]], selectedTab: 1))
      #expect(
        app.bridge.shown
          == PlatformScreens(
            tabs: [TabScreens(name: "Inbox", ids: [1]), TabScreens(name: "Archive", ids: [2])],
            selectedTab: "Archive"))
      expectInStep()
    }

    @Test func reTappingTheSelectedTabPopsItToItsRoot() throws {
      weak let flow = mail.noteTapped(in: "Inbox")
      app.forget()
      let inbox = try #require(app.window.tab(0) as? UINavigationController)
      weak let editorScreen = inbox.viewControllers.last
      #expect(app.window.tabBar?.tap(inbox) == true)
      #expect(app.events() == ["popped #2 Editor in Inbox (tab re-selected)"])
      #expect(app.commands() == 0)
      #expect(app.shown == Shown(tabs: [["Inbox"], []], selectedTab: 0))
      expectInStep()
      #expect(inbox.navigationBar.items?.count == 1)
      #expect(flow == nil)
      #expect(editorScreen == nil)
    }

    @Test func aGuardRefusesTheReTap() throws {
      weak let flow = mail.noteTapped(in: "Inbox", guarded: true)
      app.forget()
      let inbox = try #require(app.window.tab(0))
      #expect(app.window.tabBar?.tap(inbox) == false)
      #expect(
        app.events() == [
          "#2 Editor in Inbox stayed (tab re-selected): unsaved changes",
          "presented #3 Dialog on level 1",
        ])
      #expect(app.commands() == 1)  // show dialog #3
      let archive = try #require(app.window.tab(1))
      #expect(app.window.tabBar?.tap(archive) == false)  // the dialog is up
      #expect(app.events() == [])
      #expect(app.commands() == 0)
      #expect(
        app.shown
          == Shown(tabs: [["Inbox", "Editor"], []], selectedTab: 0, alert: Shown.discardQuestion))
      expectInStep()
      #expect(flow != nil)
    }

    @Test func aPresentedLevelCoversTheTabBar() throws {
      _ = app.router.present(NoteScreen("Compose"), animated: true)
      app.forget()
      let archive = try #require(app.window.tab(1))
      #expect(app.window.tabBar?.tap(archive) == false)
      #expect(app.events() == [])
      #expect(app.commands() == 0)
      #expect(app.shown == Shown(tabs: [["Inbox"], []], selectedTab: 0, presented: [["Compose"]]))
      expectInStep()
    }
  }
}
