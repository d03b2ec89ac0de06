import Coordinator
import Foundation
import Testing

/// A coordinator that holds a tab set and starts each tab's flow the first time its tab shows.
@MainActor
private final class Tabs: BaseCoordinator {
  let router: StackRouter
  private(set) var flows: [String: TestFlow] = [:]

  init(router: StackRouter) {
    self.router = router
  }

  override var name: String { "TabsCoordinator" }

  override func start() {
    super.start()
    router.setTabs(
      ["books", "search", "account"], selected: "books", owner: self, animated: false
    ) { [weak self] tab in self?.show(tab) }
  }

  private func show(_ tab: String) {
    guard flows[tab] == nil, let tabRouter = router.router(forTab: tab) else { return }
    let flow = TestFlow(tab.capitalized + "Flow", router: tabRouter, screens: [tab.capitalized])
    flows[tab] = flow
    startChild(flow, on: tabRouter) { [weak self] _ in self?.flows[tab] = nil }
  }
}

/// The tree of an app with tabs: the coordinator that holds them shows them and the selection,
/// each tab's flow its screens, in every form, read back from the ones that can be.
@MainActor
@Suite struct TabTreeTests {
  let router = StackRouter()
  let app: TestFlow
  fileprivate let tabs: Tabs

  init() throws {
    app = TestFlow("App", router: router, screens: [])
    app.start()
    tabs = Tabs(router: router)
    app.addDependency(tabs)
    tabs.start()
    try router.tapTab("account")
    try router.tapTab("books")
  }

  @Test func theTreeShowsTheTabsOnTheirOwnerAndEachTabsFlowInStartOrder() throws {
    let tree = CoordinatorTree(app, router: router)
    #expect(
      tree
        == CoordinatorTree(
          name: "App",
          children: [
            CoordinatorTree(
              name: "TabsCoordinator",
              tabs: .init(names: ["books", "search", "account"], selected: "books"),
              children: [
                CoordinatorTree(name: "BooksFlow", screens: [.init(id: 1, name: "Books")]),
                CoordinatorTree(name: "AccountFlow", screens: [.init(id: 2, name: "Account")]),
              ])
          ]))
    #expect(
      tree.render(.text) == """
        App
        └── TabsCoordinator {books*, search, account}
            ├── BooksFlow [#1 Books]
            └── AccountFlow [#2 Account]
        """)
    #expect(tree.render(.line) == "App(TabsCoordinator(BooksFlow, AccountFlow))")
    #expect(
      tree.render(.mermaid) == """
        graph TD
          n0["App"]
          n1["TabsCoordinator<br/>{books*, search, account}"]
          n2["BooksFlow<br/>#1 Books"]
          n3["AccountFlow<br/>#2 Account"]
          n0 --> n1
          n1 --> n2
          n1 --> n3
        """)
    #expect(
      tree.render(.dot) == #"""
        digraph CoordinatorTree {
          node [shape=box];
          n0 [label="App"];
          n1 [label="TabsCoordinator\n{books*, search, account}"];
          n2 [label="BooksFlow\n#1 Books"];
          n3 [label="AccountFlow\n#2 Account"];
          n0 -> n1;
          n1 -> n2;
          n1 -> n3;
        }
        """#)
    #expect(try CoordinatorTree(parsing: tree.render(.text), format: .text) == tree)
    let json = try JSONEncoder().encode(tree)
    #expect(try JSONDecoder().decode(CoordinatorTree.self, from: json) == tree)
    #expect(router.violations(in: app) == [])
  }

  @Test func treesWithDifferentTabsDiffer() {
    let plain = CoordinatorTree(name: "T")
    let books = CoordinatorTree(name: "T", tabs: .init(names: ["a", "b"], selected: "a"))
    let search = CoordinatorTree(name: "T", tabs: .init(names: ["a", "b"], selected: "b"))
    #expect(plain != books)
    #expect(books != search)
    #expect(Set([plain, books, search]).count == 3)
    #expect(books.hashValue != search.hashValue)
  }

  @Test func aRootSwapReleasesTheTabsAndEveryTabsFlow() throws {
    weak let books = tabs.flows["books"]
    weak let account = tabs.flows["account"]
    #expect(books != nil && account != nil)
    router.setRoot(TestScreen("Welcome"), owner: app, animated: false, onPop: nil)
    #expect(books == nil)
    #expect(account == nil)
    #expect(tabs.childCoordinators.isEmpty)
    #expect(tabs.flows.isEmpty)
    #expect(app.removeDependency(tabs))
    #expect(CoordinatorTree(app, router: router).render(.text) == "App [#3 Welcome]")
  }

  @Test(arguments: [
    ("T {a*, b", "line 1, column 3: missing \"}\" after the tabs"),
    ("T {a, b}", "line 1, column 3: expected one tab marked \"*\" in \"{a, b}\""),
    ("T {a*, b*}", "line 1, column 3: expected one tab marked \"*\" in \"{a*, b*}\""),
    ("T {a*, a}", "line 1, column 3: expected tabs as \"{first*, second}\", found \"{a*, a}\""),
    ("T {}", "line 1, column 3: expected tabs as \"{first*, second}\", found \"{}\""),
    ("T {a*,b}", "line 1, column 3: expected tabs as \"{first*, second}\", found \"{a*,b}\""),
  ])
  func badTabsInTheIndentedFormAreErrorsThatSayWhere(text: String, message: String) {
    #expect(throws: CoordinatorTreeParseError.self) {
      try CoordinatorTree(parsing: text, format: .text)
    }
    do {
      _ = try CoordinatorTree(parsing: text, format: .text)
    } catch {
      #expect(error.description.hasSuffix(message), "\(error.description)")
    }
  }

  @Test func tabNamesAreThoseTheIndentedFormCanRead() {
    #expect(CoordinatorTree.Tabs.isValidName("books"))
    for bad in ["", "a b", "a*", "{a", "a}", "a,b", "(a)", "[a]", "a\n"] {
      #expect(!CoordinatorTree.Tabs.isValidName(bad), "\(bad.debugDescription)")
    }
  }
}
