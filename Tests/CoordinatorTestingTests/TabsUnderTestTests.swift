import Coordinator
import CoordinatorTesting
import Testing

/// One tester over a whole tab set: every tab's stack, every event and the tabs in the tree,
/// with the flows a re-selected tab let go of tracked as leaks.
@MainActor
@Suite struct TabsUnderTestTests {
  let router = StackRouter()
  let root: OneScreenFlow

  init() {
    root = OneScreenFlow("Root", screen: "Launch", router: router)
  }

  @Test func oneTesterSeesEveryTab() throws {
    let tester = FlowTester(root: root, router: router)
    tester.step {
      router.setTabs(
        ["home", "more"], selected: "home", owner: root, animated: false, onSelect: nil)
      // The router's own push is on the selected tab.
      root.start()
    }
    tester.expectEvents([
      "tabs home*, more replaced nothing (not animated)", "pushed Launch in home",
    ])
    let home = try #require(router.router(forTab: "home"))
    let more = try #require(router.router(forTab: "more"))
    var detail: OneScreenFlow? = OneScreenFlow("Detail", screen: "Detail", router: home)
    tester.step {
      root.startChild(OneScreenFlow("Home", screen: "Home", router: home), on: home)
      root.startChild(detail!, on: home)
      root.startChild(OneScreenFlow("More", screen: "More", router: more), on: more)
    }
    tester.expectEvents(["pushed Home in home", "pushed Detail in home", "pushed More in more"])
    tester.expectStack("tab home (selected): Launch, Home, Detail\ntab more: More")
    tester.expectTree(
      """
      Root {home*, more} [Launch]
      ├── Home [Home]
      ├── Detail [Detail]
      └── More [More]
      """)
    var homeFlow = root.childCoordinators.first
    #expect(homeFlow?.name == "Home")
    try tester.step { try router.tapTab("home") }
    detail = nil
    homeFlow = nil
    tester.expectEvents(["popped Detail in home, Home in home (tab re-selected)"])
    tester.expectTree("Root(More)")
    try tester.step { try router.tapTab("more") }
    tester.expectEvents(["selected tab more (was home) (not animated)"])
    tester.expectStack("tab home: #1 Launch\ntab more (selected): #4 More")
    // A recording router over the tabbed one shows the same tree, tabs and all.
    let recorded = CoordinatorTree(root, router: RecordingRouter(backing: router))
    #expect(recorded == CoordinatorTree(root, router: router))
    #expect(recorded.tabs == CoordinatorTree.Tabs(names: ["home", "more"], selected: "more"))
    tester.finish()
  }
}
