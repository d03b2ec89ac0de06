import Coordinator
import Testing

/// A `StackRouter` whose level 0 is a tab set: a stack per tab, a selection, presentations over
/// all of it, and every screen of an ending flow taken off every tab.
@MainActor
@Suite struct TabSetTests {
  let router = StackRouter(isJournaling: true)

  /// A router with the tabs `books*, search, account`, the journal emptied.
  func tabbed() -> StackRouter {
    router.setTabs(
      ["books", "search", "account"], selected: "books", owner: nil, animated: false,
      onSelect: nil)
    _ = router.takeJournal()
    return router
  }

  @Test func settingTabsReplacesEveryScreenAndTellsTheFirstSelection() throws {
    router.push(TestScreen("Launch"))
    router.present(TestScreen("Sheet"))
    var told: [String] = []
    router.setTabs(
      ["books", "search"], selected: "search", owner: nil, animated: false,
      onSelect: { told.append($0) })

    #expect(told == ["search"])
    #expect(router.tabNames == ["books", "search"])
    #expect(router.selectedTab == "search")
    #expect(
      router.stack
        == RouterStack(
          levels: [[]],
          tabs: [RouterTab(name: "books", entries: []), .init(name: "search", entries: [])],
          selectedTab: "search"))
    #expect(router.stack.description == "tab books: (empty)\ntab search (selected): (empty)")
    #expect(
      router.takeJournal().map(\.description) == [
        "pushed #1 Launch", "presented #2 Sheet on level 1",
        "tabs books, search* replaced #2 Sheet, #1 Launch (not animated)",
      ])
  }

  @Test func eachTabKeepsItsStackAcrossSelections() throws {
    let router = tabbed()
    let books = try #require(router.router(forTab: "books"))
    let search = try #require(router.router(forTab: "search"))
    books.push(TestScreen("BookList"))
    books.push(TestScreen("BookDetail"))
    // A push on a tab that is not selected goes on its own stack; level 0 stays the books tab.
    search.push(TestScreen("Search"))
    #expect(
      router.stack.description == """
        tab books (selected): #1 BookList, #2 BookDetail
        tab search: #3 Search
        tab account: (empty)
        """)
    #expect(
      router.stack.levels == [
        [
          RouterEntry(id: 1, screen: "BookList", level: 0, tab: "books"),
          RouterEntry(id: 2, screen: "BookDetail", level: 0, tab: "books"),
        ]
      ])

    try router.selectTab("search", animated: false)
    search.push(TestScreen("Results"))
    try router.pop(animated: true)
    try router.selectTab("books", animated: false)
    try router.selectTab("books", animated: false)

    #expect(
      router.stack.description == """
        tab books (selected): #1 BookList, #2 BookDetail
        tab search: #3 Search
        tab account: (empty)
        """)
    #expect(router.topEntry == RouterEntry(id: 2, screen: "BookDetail", level: 0, tab: "books"))
    #expect(
      router.takeJournal().map(\.description) == [
        "pushed #1 BookList in books", "pushed #2 BookDetail in books",
        "pushed #3 Search in search",
        "selected tab search (was books) (not animated)", "pushed #4 Results in search",
        "popped #4 Results in search", "selected tab books (was search) (not animated)",
      ])
    #expect(router.depth == 3)
    #expect((router.screen(for: 3) as? TestScreen)?.screenName == "Search")
  }

  @Test func tappingTheSelectedTabPopsItToItsRootAndReleasesWhatLeft() throws {
    let router = tabbed()
    let books = try #require(router.router(forTab: "books"))
    let list = TestFlow("List", router: books, screens: ["BookList"])
    list.start()
    weak var detail: TestFlow?
    do {
      let flow = TestFlow("Detail", router: books, screens: ["BookDetail", "Editor"])
      detail = flow
      list.startChild(flow)
    }
    #expect(detail != nil)
    _ = router.takeJournal()

    try router.tapTab("books")

    #expect(detail == nil)
    #expect(list.childCoordinators.isEmpty)
    #expect(list.completions == 1)
    #expect(
      router.stack.description == """
        tab books (selected): #1 BookList
        tab search: (empty)
        tab account: (empty)
        """)
    #expect(
      router.takeJournal().map(\.description) == [
        "popped #3 Editor in books, #2 BookDetail in books (tab re-selected)"
      ])
    // At the root a tap changes nothing.
    try router.tapTab("books")
    #expect(router.takeJournal() == [])
  }

  @Test func tappingAnotherTabSelectsItAndTellsOnSelect() throws {
    var told: [String] = []
    router.setTabs(
      ["books", "search"], selected: "books", owner: nil, animated: false,
      onSelect: { told.append($0) })
    _ = router.takeJournal()
    try router.tapTab("search")
    try router.tapTab("search")
    try router.selectTab("books", animated: true)
    #expect(told == ["books", "search", "books"])
    #expect(
      router.takeJournal().map(\.description) == [
        "selected tab search (was books) (not animated)", "selected tab books (was search)",
      ])
  }

  @Test func aPresentedLevelCoversTheTabBar() throws {
    let router = tabbed()
    let books = try #require(router.router(forTab: "books"))
    books.push(TestScreen("BookList"))
    books.present(TestScreen("AddTitle"), animated: true)
    let before = router.stack
    _ = router.takeJournal()

    #expect(throws: RouterError.tabBarCovered) { try router.tapTab("search") }
    #expect(throws: RouterError.tabBarCovered) { try router.tapTab("books") }
    #expect(router.stack == before)
    #expect(router.takeJournal() == [])
    #expect(RouterError.tabBarCovered.description == "a presented screen covers the tab bar")

    // A push through the tab's router goes under the presented level; a selection in code
    // swaps the stack under it.
    books.push(TestScreen("BookDetail"))
    try router.selectTab("search", animated: false)
    #expect(
      router.stack.description == """
        tab books: #1 BookList, #3 BookDetail
        tab search (selected): (empty)
        tab account: (empty)
        level 1: #2 AddTitle
        """)
    #expect(router.topEntry == RouterEntry(id: 2, screen: "AddTitle", level: 1))
    #expect(
      router.violations(in: TestFlow("None", router: router, screens: [])) == [
        .screenWithoutOwner(RouterEntry(id: 1, screen: "BookList", level: 0, tab: "books")),
        .screenWithoutOwner(RouterEntry(id: 3, screen: "BookDetail", level: 0, tab: "books")),
        .screenWithoutOwner(RouterEntry(id: 2, screen: "AddTitle", level: 1)),
      ])
    try router.dismiss(animated: true)
    #expect(router.stack.levels == [[]])
  }

  @Test func badTabCallsThrowAndChangeNothing() throws {
    #expect(throws: RouterError.noTabs) { try router.tapTab("books") }
    #expect(throws: RouterError.noTabs) { try router.selectTab("books", animated: false) }
    #expect(router.router(forTab: "books") == nil)
    _ = tabbed()
    #expect(throws: RouterError.unknownTab("shop")) { try router.tapTab("shop") }
    #expect(throws: RouterError.unknownTab("shop")) {
      try router.selectTab("shop", animated: false)
    }
    #expect(router.router(forTab: "shop") == nil)
    let books = try #require(router.router(forTab: "books"))
    #expect(throws: RouterError.nothingToPop) { try books.pop(animated: true) }
    #expect(throws: RouterError.unknownEntry(9)) { try books.pop(to: 9, animated: true) }
    #expect(router.takeJournal() == [])
    #expect(RouterError.noTabs.description == "the router has no tabs")
    #expect(RouterError.unknownTab("shop").description == "no tab shop on the router")
  }

  @Test func aTabsRouterFromAnEarlierTabSetIsRefused() throws {
    let router = tabbed()
    let old = try #require(router.router(forTab: "books"))
    old.push(TestScreen("BookList"))
    router.setTabs(["books"], selected: "books", owner: nil, animated: false, onSelect: nil)
    _ = router.takeJournal()

    var popped = 0
    let id = old.push(TestScreen("Stale"), owner: nil, animated: true, onPop: { popped += 1 })
    #expect(popped == 1)
    #expect(throws: RouterError.tabGone("books")) { try old.pop(animated: true) }
    #expect(id == EntryOutcome(id: id.id, outcome: .refused(.tabGone("books"))))
    #expect(router.takeJournal() == [.rejected(.push(id.id), .tabGone("books"))])
    #expect(router.stack.description == "tab books (selected): (empty)")
    #expect(
      RouterError.tabGone("books").description == "the tab books is no longer on the router")
  }

  @Test func aTabsOwnRootReplacementLeavesTheOtherTabs() throws {
    let router = tabbed()
    let books = try #require(router.router(forTab: "books"))
    let search = try #require(router.router(forTab: "search"))
    search.push(TestScreen("Search"))
    var popped: [String] = []
    books.push(TestScreen("BookList"), owner: nil, animated: true, onPop: { popped.append("1") })
    books.push(TestScreen("BookDetail"), owner: nil, animated: true, onPop: { popped.append("2") })
    _ = router.takeJournal()
    books.setRoot(TestScreen("Welcome"), animated: false)
    books.popToRoot()
    #expect(popped == ["2", "1"])
    #expect(
      router.stack.description == """
        tab books (selected): #4 Welcome
        tab search: #1 Search
        tab account: (empty)
        """)
    #expect(
      router.takeJournal().map(\.description) == [
        "popped #3 BookDetail in books, #2 BookList in books (not animated)",
        "pushed #4 Welcome in books (not animated)",
      ])
  }
}
