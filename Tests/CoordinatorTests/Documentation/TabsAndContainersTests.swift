import Coordinator
import Testing

// The listings of the DocC article "Tabs and Containers"
// (Coordinator.docc/TabsAndContainers.md). `ArticleListingTests` checks that they still match.

/// A headless screen with a name.
final class ShelfScreen: Presentable {
  let screenName: String

  init(_ name: String) { screenName = name }
}

/// One tab's flow: a list, and the details pushed over it, on its tab's stack.
final class ListFlow: BaseCoordinator {
  private let title: String
  private let router: any Router

  init(_ title: String, router: any Router) {
    self.title = title
    self.router = router
  }

  override var name: String { title + "Flow" }

  override func start() {
    super.start()
    router.push(ShelfScreen(title), owner: self) { [weak self] in self?.finish() }
  }

  func showDetail() {
    router.push(ShelfScreen("Detail"), owner: self)
  }
}

/// A flow over every tab: its first screen is presented, and what it pushes lands on its level.
final class AddBookFlow: BaseCoordinator {
  private let router: any Router

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.present(ShelfScreen("AddTitle"), owner: self) { [weak self] in self?.finish() }
  }

  func showAuthor() {
    router.push(ShelfScreen("AddAuthor"), owner: self)
  }
}

/// Holds the tab set, and starts each tab's flow the first time its tab shows.
final class ShelfTabsCoordinator: BaseCoordinator {
  private let router: StackRouter
  private(set) var flows: [String: ListFlow] = [:]

  init(router: StackRouter) { self.router = router }

  override func start() {
    super.start()
    router.setTabs(["books", "search"], selected: "books", owner: self, animated: false) {
      [weak self] tab in self?.tabDidShow(tab)
    }
  }

  private func tabDidShow(_ tab: String) {
    guard flows[tab] == nil, let tabRouter = router.router(forTab: tab) else { return }
    let flow = ListFlow(tab.capitalized, router: tabRouter)
    flows[tab] = flow
    startChild(flow, on: tabRouter) { [weak self] _ in self?.flows[tab] = nil }
  }
}

@MainActor
@Suite struct TabsAndContainersTests {
  @Test func aTabsFlowStartsTheFirstTimeItsTabShows() throws {
    let router = StackRouter(isJournaling: true)
    let tabs = ShelfTabsCoordinator(router: router)
    tabs.start()
    #expect(
      CoordinatorTree(tabs, router: router).render(.text) == """
        ShelfTabsCoordinator {books*, search}
        └── BooksFlow [#1 Books]
        """)

    try router.tapTab("search")
    tabs.flows["search"]?.showDetail()
    try router.tapTab("books")
    #expect(
      router.stack.description == """
        tab books (selected): #1 Books
        tab search: #2 Search, #3 Detail
        """)
    #expect(
      CoordinatorTree(tabs, router: router).render(.text) == """
        ShelfTabsCoordinator {books*, search}
        ├── BooksFlow [#1 Books]
        └── SearchFlow [#2 Search, #3 Detail]
        """)
    #expect(
      CoordinatorTree(tabs, router: router).render(.line)
        == "ShelfTabsCoordinator(BooksFlow, SearchFlow)")
    #expect(router.violations(in: tabs) == [])
  }

  @Test func theTabBarSelectsAndATapOnTheSelectedTabPopsItToItsRoot() throws {
    let router = StackRouter(isJournaling: true)
    let tabs = ShelfTabsCoordinator(router: router)
    tabs.start()
    tabs.flows["books"]?.showDetail()
    _ = router.takeJournal()

    try router.tapTab("books")

    #expect(
      router.stack.description == """
        tab books (selected): #1 Books
        tab search: (empty)
        """)
    #expect(
      router.takeJournal().map(\.description) == [
        "popped #2 Detail in books (tab re-selected)"
      ])
  }

  @Test func aModalCoversEveryTab() throws {
    let router = StackRouter(isJournaling: true)
    let tabs = ShelfTabsCoordinator(router: router)
    tabs.start()
    let books = try #require(router.router(forTab: "books"))
    weak var added: AddBookFlow?
    do {
      // A flow on a presented level gets the container, so that its pushes land there.
      let add = AddBookFlow(router: books.container)
      added = add
      tabs.startChild(add, on: books.container)
      add.showAuthor()
    }
    #expect(
      router.stack.description == """
        tab books (selected): #1 Books
        tab search: (empty)
        level 1: #2 AddTitle, #3 AddAuthor
        """)
    #expect(throws: RouterError.tabBarCovered) { try router.tapTab("search") }

    try router.swipeToDismiss()
    #expect(added == nil)
    try router.tapTab("search")
    #expect(router.selectedTab == "search")
  }

  @Test func aRootSwapEndsEveryTabsFlow() throws {
    let router = StackRouter(isJournaling: true)
    weak var books: ListFlow?
    weak var search: ListFlow?
    do {
      let tabs = ShelfTabsCoordinator(router: router)
      tabs.start()
      try router.tapTab("search")
      books = tabs.flows["books"]
      search = tabs.flows["search"]
      router.setRoot(ShelfScreen("Welcome"), animated: false)
      #expect(tabs.flows.isEmpty)
    }
    #expect(books == nil)
    #expect(search == nil)
    #expect(router.stack.description == "level 0: #3 Welcome")
  }
}
