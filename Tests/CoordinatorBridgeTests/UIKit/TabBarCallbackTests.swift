import Coordinator
import CoordinatorBridge
import PlatformFakes
import Testing

/// The tab bar through a fake tab bar controller: a tap on another tab selects it, a tap on
/// the selected one pops its stack to the root as UIKit does, unless a guard refuses.
@MainActor
@Suite struct TabBarCallbackTests {
  let router = StackRouter(isJournaling: true)
  let bridge: NavigationBridge
  let platform: FakePlatform
  let mail: MailCoordinator

  init() {
    bridge = NavigationBridge(router: router)
    platform = FakePlatform(bridge: bridge)
    mail = MailCoordinator(router: router)
    mail.start()
  }

  func events() -> [String] { router.takeJournal().map(\.description) }

  @Test func theTabsAreShownAndTappedTabsSelected() throws {
    #expect(
      platform.takeCommands() == [
        "set tabs Inbox*: (empty); Archive: (empty) (not animated)",
        "set tab Inbox: #1 (not animated)",
      ])
    _ = events()
    #expect(platform.tabBar?.tap("Archive") == true)
    #expect(
      events() == [
        "selected tab Archive (was Inbox) (not animated)",
        "pushed #2 Archive in Archive (not animated)",
      ])
    #expect(platform.takeCommands() == ["set tab Archive: #2 (not animated)"])
    #expect(
      platform.screens
        == PlatformScreens(
          tabs: [TabScreens(name: "Inbox", ids: [1]), TabScreens(name: "Archive", ids: [2])],
          selectedTab: "Archive"))
    #expect(platform.screens == PlatformScreens(router.stack))
  }

  @Test func reTappingTheSelectedTabPopsItToItsRoot() {
    weak let flow = mail.noteTapped(in: "Inbox")
    _ = events()
    _ = platform.takeCommands()
    #expect(platform.tabBar?.tap("Inbox") == true)
    #expect(events() == ["popped #2 Editor in Inbox (tab re-selected)"])
    #expect(platform.takeCommands() == [])
    #expect(platform.screens == PlatformScreens(router.stack))
    #expect(flow == nil)
  }

  @Test func aGuardRefusesTheReTap() throws {
    weak let flow = mail.noteTapped(in: "Inbox", guarded: true)
    _ = events()
    _ = platform.takeCommands()
    #expect(platform.tabBar?.tap("Inbox") == false)
    #expect(
      events() == [
        "#2 Editor in Inbox stayed (tab re-selected): unsaved changes",
        "presented #3 Dialog on level 1",
      ])
    #expect(platform.takeCommands() == ["show dialog #3"])
    #expect(platform.tabBar?.tap("Archive") == false)  // the dialog is up
    #expect(platform.screens == PlatformScreens(router.stack))
    #expect(flow != nil)
  }

  @Test func aPresentedLevelCoversTheTabBar() {
    _ = router.present(NoteScreen("Compose"), animated: true)
    #expect(platform.tabBar?.tap("Archive") == false)
    #expect(platform.screens == PlatformScreens(router.stack))
  }
}
