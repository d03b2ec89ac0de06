import Testing

@testable import Coordinator

/// Ending a flow on a router with a tab set reads, on the presented levels and on each tab,
/// what is above the flow's lowest screen there, and nothing of a tab or of the presented
/// levels where the flow has no screen: each owner's screens are counted per tab and on the
/// presented levels apart (`recordsReadByFlowPops`, a running total).
@MainActor
@Suite struct TabFlowEndCostTests {
  let router = StackRouter(isJournaling: true)
  let app: TestFlow
  /// The flow of tab "a", which shows `count` screens there.
  let base: TestFlow

  init() throws {
    app = TestFlow("App", router: router, screens: [])
    app.start()
    router.setTabs(["a", "b", "c"], selected: "a", owner: app, animated: false, onSelect: nil)
    let tabA = try #require(router.router(forTab: "a"))
    base = TestFlow("Base", router: tabA, screens: ["A"])
    app.startChild(base)
  }

  /// Puts `count` more screens of ``base`` on tab "a", the selected one.
  func fillTabA(_ count: Int) throws {
    let tabA = try #require(router.router(forTab: "a"))
    for index in 1...count {
      tabA.push(TestScreen("A\(index)"), owner: base, animated: false, onPop: nil)
    }
  }

  /// The names of the screens on each tab, bottom first, then on each presented level.
  var names: [[String]] {
    let stack = router.stack
    let tabs = (stack.tabs ?? []).map { $0.entries.map(\.screen) }
    return tabs + stack.levels.dropFirst().map { $0.map(\.screen) }
  }

  @Test func endingAOneScreenFlowOnAnotherTabReadsOnlyItsScreen() throws {
    try fillTabA(10_000)
    let tabB = try #require(router.router(forTab: "b"))
    let home = TestFlow("Home", router: tabB, screens: ["B"])
    app.startChild(home)
    var flow: TestFlow? = TestFlow("Top", router: tabB, screens: ["T"])
    weak let ended = flow
    home.startChild(flow!)
    #expect(router.depth == 10_003)
    let read = router.recordsReadByFlowPops

    flow!.finish()
    flow = nil

    #expect(router.recordsReadByFlowPops - read == 1)
    #expect(ended == nil)
    #expect(home.childCoordinators.isEmpty)
    #expect(home.completions == 1)
    #expect(router.depth == 10_002)
    let tabs = try #require(router.stack.tabs)
    #expect(tabs.map(\.name) == ["a", "b", "c"])
    #expect(tabs[0].entries.count == 10_001)
    #expect(tabs[0].entries.first?.screen == "A")
    #expect(tabs[0].entries.last?.screen == "A10000")
    #expect(tabs[0].entries.allSatisfy { $0.owner == "Base" })
    #expect(tabs[1].entries.map(\.description) == ["#10002 B"])
    #expect(tabs[2].entries.isEmpty)
    #expect(router.stack.levels.count == 1)
    #expect(router.stack.selectedTab == "a")
    #expect(router.violations(in: app) == [])
  }

  @Test func aFlowOnTwoUnselectedTabsReadsItsTwoScreens() throws {
    try fillTabA(1_000)
    let tabB = try #require(router.router(forTab: "b"))
    let tabC = try #require(router.router(forTab: "c"))
    var flow: TestFlow? = TestFlow("Both", router: tabB, screens: ["B1"])
    weak let ended = flow
    app.startChild(flow!)
    tabC.push(TestScreen("C1"), owner: flow!, animated: false, onPop: nil)
    let read = router.recordsReadByFlowPops

    flow!.finish()
    flow = nil

    #expect(router.recordsReadByFlowPops - read == 2)
    #expect(ended == nil)
    #expect(router.depth == 1_001)
    #expect(names.map(\.count) == [1_001, 0, 0])
  }

  @Test func aFlowOnTheSelectedTabReadsNothingOfThePresentedLevelsAbove() throws {
    try fillTabA(1_000)
    let tabA = try #require(router.router(forTab: "a"))
    var flow: TestFlow? = TestFlow("Top", router: tabA, screens: ["T"])
    weak let ended = flow
    base.startChild(flow!)
    // Another flow's sheet, with 500 screens, over every tab.
    let sheet = TestFlow("Sheet", router: router, screens: ["S0"], presentation: .present)
    app.startChild(sheet)
    for index in 1..<500 {
      router.push(TestScreen("S\(index)"), owner: sheet, animated: false, onPop: nil)
    }
    let read = router.recordsReadByFlowPops

    router.popFlow(flow!, animated: false)
    flow = nil

    #expect(router.recordsReadByFlowPops - read == 1)
    #expect(ended == nil)
    #expect(names.map(\.count) == [1_001, 0, 0, 500])
    #expect(names[0].last == "A1000")
    #expect(names[3].first == "S0")
  }

  @Test func aFlowOnAPresentedLevelAndAnUnselectedTabReadsWhatLeavesOfEach() throws {
    try fillTabA(1_000)
    let tabB = try #require(router.router(forTab: "b"))
    var flow: TestFlow? = TestFlow("Sheet", router: router, screens: ["P0"], presentation: .present)
    weak let ended = flow
    app.startChild(flow!)
    router.push(TestScreen("P1"), owner: flow!, animated: false, onPop: nil)
    tabB.push(TestScreen("B1"), owner: flow!, animated: false, onPop: nil)
    // Another flow's screens above the flow's on the presented level: they leave with it.
    let other = TestFlow("Other", router: router, screens: ["O1", "O2"])
    app.startChild(other)
    let read = router.recordsReadByFlowPops

    router.popFlow(flow!, animated: false)
    flow = nil

    // O2, O1, P1, P0 on the presented level; B1 on tab "b"; nothing of tab "a".
    #expect(router.recordsReadByFlowPops - read == 5)
    #expect(ended == nil)
    #expect(names.map(\.count) == [1_001, 0, 0])
  }

  @Test func selectingTabsKeepsEachTabsCount() throws {
    try fillTabA(1_000)
    let tabB = try #require(router.router(forTab: "b"))
    var flow: TestFlow? = TestFlow("Top", router: tabB, screens: ["B1"])
    weak let ended = flow
    app.startChild(flow!)
    try router.selectTab("b", animated: false)
    tabB.push(TestScreen("B2"), owner: flow!, animated: false, onPop: nil)
    try router.selectTab("c", animated: false)
    let screens = try #require(router.screens(of: flow!))
    #expect(screens.count == 2)
    #expect(screens.presentedCount == 0)
    #expect(screens.count(onTab: 1) == 2)
    #expect(screens.count(onTab: 0) == 0)
    let read = router.recordsReadByFlowPops

    router.popFlow(flow!, animated: false)
    flow = nil

    #expect(router.recordsReadByFlowPops - read == 2)
    #expect(ended == nil)
    #expect(names.map(\.count) == [1_001, 0, 0])
    #expect(router.stack.selectedTab == "c")
  }
}
