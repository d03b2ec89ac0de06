import Coordinator
import Foundation
import Testing

/// The edges of a tab set: a flow ending under a presented level it does not own, the tab set
/// of a flow that left the tree, queued tab sets, stale tab routers, interactive pops, limits.
@MainActor
@Suite struct TabEdgeTests {
  let router = StackRouter(isJournaling: true)
  let app: TestFlow

  init() {
    app = TestFlow("App", router: router, screens: [])
    app.start()
    router.setTabs(["a", "b"], selected: "a", owner: app, animated: false, onSelect: nil)
  }

  func tab(_ name: String) throws -> TabStackRouter {
    try #require(router.router(forTab: name))
  }

  @Test func aFlowOnTheSelectedTabEndsWithoutTakingASheetItDoesNotOwn() throws {
    let a = try tab("a")
    let list = TestFlow("List", router: a, screens: ["List"])
    app.startChild(list)
    let sheet = TestFlow("Sheet", router: router, screens: ["Sheet"], presentation: .present)
    app.startChild(sheet)
    weak var detail: TestFlow?
    do {
      // Pushed on its tab under the sheet.
      let flow = TestFlow("Detail", router: a, screens: ["Detail"])
      detail = flow
      list.startChild(flow)
    }
    _ = router.takeJournal()

    try #require(detail).finish()

    #expect(detail == nil)
    #expect(sheet.lifecycle == .running)
    #expect(
      router.stack.description == "tab a (selected): #1 List\ntab b: (empty)\nlevel 1: #2 Sheet")
    #expect(router.takeJournal().map(\.description) == ["popped #3 Detail in a"])
    #expect(router.violations(in: app) == [])
  }

  @Test func aFlowOnEveryStackLeavesEachAndItsCallbacksRunInTheOrderOfTheEvents() throws {
    let a = try tab("a")
    let b = try tab("b")
    var popped: [String] = []
    let flow = TestFlow("Flow", router: a, screens: [])
    app.startChild(flow)
    b.push(TestScreen("OnB"), owner: flow, animated: true) { popped.append("OnB") }
    a.push(TestScreen("OnA"), owner: flow, animated: true) { popped.append("OnA") }
    router.present(TestScreen("Sheet"), owner: flow, animated: true) { popped.append("Sheet") }
    router.push(TestScreen("Form"), owner: flow, animated: true) { popped.append("Form") }
    _ = router.takeJournal()

    flow.finish()

    #expect(
      router.takeJournal().map(\.description) == [
        "dismissed #4 Form, #3 Sheet", "popped #2 OnA in a", "popped #1 OnB in b",
      ])
    #expect(popped == ["Form", "Sheet", "OnA", "OnB"])
    #expect(router.stack.description == "tab a (selected): (empty)\ntab b: (empty)")
  }

  @Test func aTabSetWhoseOwnerLeftTheTreeIsReported() throws {
    let tabs = TestFlow("Tabs", router: router, screens: [])
    app.startChild(tabs)
    router.setTabs(["x"], selected: "x", owner: tabs, animated: false, onSelect: nil)
    #expect(router.violations(in: app) == [])
    tabs.finish()
    #expect(router.violations(in: app) == [.tabSetOwnedOutsideTree("Tabs")])
    #expect(
      InvariantViolation.tabSetOwnedOutsideTree("Tabs").description
        == "the tab set belongs to Tabs, which is no longer in the tree")
    router.setRoot(TestScreen("Home"), owner: app, animated: false, onPop: nil)
    #expect(router.violations(in: app) == [])
  }

  @Test func aTabSetWhosePopWaitsBehindATransitionIsLeaving() throws {
    let router = StackRouter(transitionStyle: .manual, isJournaling: true)
    let app = TestFlow("App", router: router, screens: [])
    app.start()
    let tabs = TestFlow("Tabs", router: router, screens: [])
    app.startChild(tabs)
    router.setTabs(["x", "y"], selected: "x", owner: tabs, animated: false, onSelect: nil)
    try router.completeTransition()
    let y = try #require(router.router(forTab: "y"))
    y.push(TestScreen("OnY"), owner: tabs, animated: true, onPop: nil)
    try router.completeTransition()
    router.push(TestScreen("Held"), owner: app, animated: true, onPop: nil)

    tabs.finish()

    #expect(router.queuedCallCount == 1)
    #expect(router.ownedEntries.map(\.isLeaving) == [false, true])
    #expect(router.ownedTabSet?.isLeaving == true)
    #expect(router.violations(in: app) == [])
    try router.completeTransition()
    #expect(router.stack.description == "tab x (selected): #2 Held\ntab y: (empty)")
    // The pop has run and the tabs are still there: the app has yet to replace them.
    #expect(router.violations(in: app) == [.tabSetOwnedOutsideTree("Tabs")])
  }

  @Test func replacingATabSetReleasesItsOnSelectOnlyAfterTheCallbacks() throws {
    @MainActor final class Holder {
      let router: StackRouter
      init(router: StackRouter) { self.router = router }
      func tell(_ tab: String) {}
      deinit {
        // A deinit that reads the router traps if it runs inside the router's change.
        MainActor.assumeIsolated { _ = router.stack }
      }
    }
    weak var holder: Holder?
    do {
      let made = Holder(router: router)
      holder = made
      router.setTabs(["x"], selected: "x", owner: nil, animated: false, onSelect: { made.tell($0) })
    }
    #expect(holder != nil)
    router.setRoot(TestScreen("Home"), animated: false)
    #expect(holder == nil)
  }

  @Test func aTabsRouterAskedForWhileItsTabSetWaitsIsForThatSet() throws {
    let router = StackRouter(transitionStyle: .manual, isJournaling: true)
    router.push(TestScreen("Launch"))
    router.setTabs(["x"], selected: "x", owner: nil, animated: false, onSelect: nil)
    let x = try #require(router.router(forTab: "x"))
    x.push(TestScreen("OnX"))
    while router.isTransitionInFlight {
      try router.completeTransition()
    }
    #expect(router.stack.description == "tab x (selected): #2 OnX")
    router.setRoot(TestScreen("Home"), animated: false)
    #expect(router.router(forTab: "x") == nil)
  }

  @Test func aStaleTabsRouterReportsEveryRefusal() throws {
    let stale = try tab("a")
    router.setTabs(["a"], selected: "a", owner: nil, animated: false, onSelect: nil)
    _ = router.takeJournal()
    stale.popToRoot(animated: true)
    #expect(router.takeJournal() == [.rejected(.popToRoot, .tabGone("a"))])
    #expect(RouterCall.popToRoot.description == "popToRoot")
  }

  @Test func theTabBarWaitsForAnInteractivePopAndASelectionInCodeQueuesBehindIt() throws {
    let a = try tab("a")
    a.push(TestScreen("Root"))
    a.push(TestScreen("Detail"))
    try router.beginInteractivePop()
    #expect(throws: RouterError.transitionInFlight) { try router.tapTab("b") }
    try router.selectTab("b", animated: false)
    #expect(router.selectedTab == "a")
    try router.cancelInteractivePop()
    #expect(router.selectedTab == "b")
    #expect(router.stack.description == "tab a: #1 Root, #2 Detail\ntab b (selected): (empty)")
  }

  @Test func aTabsRootReplacementBeyondTheLimitIsRefused() throws {
    let router = StackRouter(isJournaling: true, maximumDepth: 2)
    router.setTabs(["a", "b"], selected: "a", owner: nil, animated: false, onSelect: nil)
    let a = try #require(router.router(forTab: "a"))
    let b = try #require(router.router(forTab: "b"))
    a.push(TestScreen("A1"))
    a.push(TestScreen("A2"))
    _ = router.takeJournal()
    var popped = 0
    b.setRoot(TestScreen("B"), owner: nil, animated: false) { popped += 1 }
    // Replacing a stack with one screen fits where it already holds one.
    a.setRoot(TestScreen("A3"), animated: false)
    #expect(popped == 1)
    #expect(router.stack.description == "tab a (selected): #4 A3\ntab b: (empty)")
    #expect(
      router.takeJournal().map(\.description) == [
        "rejected setRoot(#3): the router holds at most 2 screens",
        "popped #2 A2 in a, #1 A1 in a (not animated)", "pushed #4 A3 in a (not animated)",
      ])
  }

  @Test func stacksAndEventsWithTabsEncodeAndDecode() throws {
    let a = try tab("a")
    a.push(TestScreen("One"))
    try router.selectTab("b", animated: false)
    let stack = router.stack
    let events = router.journal
    #expect(try JSONDecoder().decode(RouterStack.self, from: JSONEncoder().encode(stack)) == stack)
    #expect(
      try JSONDecoder().decode([RouterEvent].self, from: JSONEncoder().encode(events)) == events)
    #expect(events.count == 3)
    // Without tabs, nothing about tabs is written.
    let plain = String(decoding: try JSONEncoder().encode(RouterStack(levels: [[]])), as: UTF8.self)
    #expect(plain == #"{"levels":[[]]}"#)
  }
}
