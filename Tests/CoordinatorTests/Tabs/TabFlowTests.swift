import Coordinator
import Testing

/// Flows over a tab set: a flow whose screens lie on several tabs leaves all of them when it
/// ends, a root swap releases every tab's flows, and validation sees every tab.
@MainActor
@Suite struct TabFlowTests {
  let router = StackRouter(isJournaling: true)
  let app: TestFlow

  init() {
    app = TestFlow("App", router: router, screens: [])
    app.start()
    router.setTabs(
      ["books", "search"], selected: "books", owner: app, animated: false, onSelect: nil)
  }

  func tab(_ name: String) throws -> TabStackRouter {
    try #require(router.router(forTab: name))
  }

  @Test func aFlowOnTwoTabsLeavesBothWhenItEndsAndEachOnPopRunsOnce() throws {
    let books = try tab("books")
    let search = try tab("search")
    let list = TestFlow("BookList", router: books, screens: ["BookList"])
    let find = TestFlow("Search", router: search, screens: ["Search"])
    app.startChild(list)
    app.startChild(find)
    weak var shared: TestFlow?
    var popped: [String] = []
    do {
      let flow = TestFlow("Book", router: books, screens: [])
      shared = flow
      list.startChild(flow)
      books.push(TestScreen("Detail"), owner: flow, animated: true) { popped.append("books") }
      search.push(TestScreen("Detail"), owner: flow, animated: true) { popped.append("search") }
      search.push(TestScreen("Editor"), owner: nil, animated: true) { popped.append("editor") }
    }
    #expect(
      router.violations(in: app) == [
        .screenWithoutOwner(.init(id: 5, screen: "Editor", level: 0, tab: "search"))
      ])
    _ = router.takeJournal()

    try #require(shared).finish()

    #expect(shared == nil)
    #expect(popped == ["books", "editor", "search"])
    #expect(list.completions == 1)
    #expect(
      router.stack.description == """
        tab books (selected): #1 BookList
        tab search: #2 Search
        """)
    #expect(
      router.takeJournal().map(\.description) == [
        "popped #3 Detail in books", "popped #5 Editor in search, #4 Detail in search",
      ])
    #expect(router.violations(in: app) == [])
  }

  @Test func aRootSwapReleasesTheFlowsOfEveryTab() throws {
    weak var list: TestFlow?
    weak var find: TestFlow?
    do {
      let books = TestFlow("BookList", router: try tab("books"), screens: ["BookList", "Detail"])
      let search = TestFlow("Search", router: try tab("search"), screens: ["Search"])
      list = books
      find = search
      app.startChild(books)
      app.startChild(search)
    }
    try router.selectTab("search", animated: false)
    _ = router.takeJournal()

    router.setRoot(TestScreen("Welcome"), animated: false)

    #expect(list == nil)
    #expect(find == nil)
    #expect(app.childCoordinators.isEmpty)
    #expect(app.completions == 2)
    #expect(router.tabNames == [])
    #expect(
      router.stack == RouterStack(levels: [[RouterEntry(id: 4, screen: "Welcome", level: 0)]]))
    #expect(
      router.takeJournal().map(\.description) == [
        "root #4 Welcome replaced #3 Search in search, #2 Detail in books, #1 BookList in books"
          + " (not animated)"
      ])
  }

  @Test func validationFollowsIdsUpEachTabAndFindsScreensOutsideTheTree() throws {
    let books = try tab("books")
    let search = try tab("search")
    let list = TestFlow("BookList", router: books, screens: ["BookList"])
    app.startChild(list)
    router.present(TestScreen("Sheet"), owner: app, animated: true, onPop: nil)
    // Pushed later than the sheet, under it: ids grow per stack, not across them.
    books.push(TestScreen("Detail"), owner: list, animated: true, onPop: nil)
    let stranger = TestFlow("Stranger", router: search, screens: ["Lost"])
    stranger.start()
    #expect(
      router.stack.description == """
        tab books (selected): #1 BookList, #3 Detail
        tab search: #4 Lost
        level 1: #2 Sheet
        """)
    #expect(
      router.violations(in: app) == [
        .screenOwnedOutsideTree(
          .init(id: 4, screen: "Lost", level: 0, owner: "Stranger", tab: "search"))
      ])
    #expect(router.ownedEntries.map(\.entry.id) == [1, 3, 4, 2])
  }

  @Test func theDepthLimitCountsEveryTab() throws {
    let router = StackRouter(isJournaling: true, maximumDepth: 2)
    router.setTabs(["a", "b"], selected: "a", owner: nil, animated: false, onSelect: nil)
    let a = try #require(router.router(forTab: "a"))
    let b = try #require(router.router(forTab: "b"))
    a.push(TestScreen("A"))
    b.push(TestScreen("B"))
    _ = router.takeJournal()
    b.push(TestScreen("C"))
    router.push(TestScreen("D"))
    #expect(router.depth == 2)
    #expect(
      router.takeJournal() == [
        .rejected(.push(3), .stackTooDeep(limit: 2)), .rejected(.push(4), .stackTooDeep(limit: 2)),
      ])
  }

  @Test func tabCallsWaitBehindATransitionAndRunInOrder() throws {
    let router = StackRouter(transitionStyle: .manual, isJournaling: true)
    router.setTabs(["a", "b"], selected: "a", owner: nil, animated: false, onSelect: nil)
    try router.completeTransition()
    let b = try #require(router.router(forTab: "b"))
    router.push(TestScreen("A"))
    b.push(TestScreen("B"))
    try router.selectTab("b", animated: false)
    try router.selectTab("c", animated: false)
    #expect(throws: RouterError.transitionInFlight) { try router.tapTab("a") }
    #expect(router.queuedCallCount == 3)
    #expect(router.stack.description == "tab a (selected): #1 A\ntab b: (empty)")
    while router.isTransitionInFlight {
      try router.completeTransition()
    }
    #expect(router.stack.description == "tab a: #1 A\ntab b (selected): #2 B")
    #expect(
      router.journal.map(\.description) == [
        "tabs a*, b replaced nothing (not animated)", "pushed #1 A in a", "pushed #2 B in b",
        "selected tab b (was a) (not animated)",
        "rejected selectTab(c): no tab c on the router",
      ])
  }

  @Test func theBackButtonAndTheEdgeSwipeActOnTheSelectedTab() throws {
    let books = try tab("books")
    books.push(TestScreen("BookList"))
    books.push(TestScreen("Detail"))
    let search = try tab("search")
    search.push(TestScreen("Search"))
    search.push(TestScreen("Results"))
    _ = router.takeJournal()
    try router.goBack()
    #expect(throws: RouterError.nothingToPop) { try router.goBack() }
    #expect(
      router.stack.description == """
        tab books (selected): #1 BookList
        tab search: #3 Search, #4 Results
        """)
    #expect(
      router.takeJournal().map(\.description) == [
        "interactive pop of #2 Detail in books began", "popped #2 Detail in books (interactive)",
      ])
  }

  @Test func tabsOfAFinishedOwnerAreRefused() {
    let done = TestFlow("Done", router: router, screens: [])
    done.start()
    done.finish()
    _ = router.takeJournal()
    router.setTabs(["x"], selected: "x", owner: done, animated: false, onSelect: nil)
    #expect(router.takeJournal() == [.rejected(.setTabs, .ownerFinished("Done"))])
    #expect(router.tabNames == ["books", "search"])
    #expect(RouterCall.setTabs.description == "setTabs")
  }
}

extension TabFlowTests {
  @Test func violationsNameTheTabOfTheirScreen() {
    let lost = RouterEntry(id: 4, screen: "Lost", level: 0, owner: "Stranger", tab: "search")
    #expect(
      InvariantViolation.screenOwnedOutsideTree(lost).description
        == "screen #4 Lost in tab search belongs to Stranger, which is no longer in the tree")
    #expect(
      InvariantViolation.screenWithoutOwner(RouterEntry(id: 2, screen: "Sheet", level: 1))
        .description == "screen #2 Sheet on level 1 has no owning coordinator")
  }
}
