import Coordinator
import FlowsShell
import Foundation
import Testing

@testable import ShelfApp

/// The shelf app as the shell drives it: a stack per tab, the tab bar, a modal over the tabs,
/// `reset`, links into a tab, `--state`, and links that change nothing.
@MainActor
@Suite struct ShelfAppTests: ShelfShellSuite {
  let app: ShelfAppCoordinator
  let shell: HeadlessShell<ShelfAppCoordinator>

  init() async throws {
    (app, shell) = try await Self.startedShelf()
  }

  @Test func eachTabKeepsItsStackAcrossTheTabBar() async {
    await run("open 2", ":tab search", "find dune", ":tab account", ":tab books")
    #expect(
      stack == """
        tab books (selected): #2 BookList, #3 BookDetail
        tab search: #4 Search, #5 Results
        tab account: #6 Account
        """)
    #expect(app.currentPath?.description == "/books/2")
    await run(":tab search")
    #expect(app.currentPath?.description == "/search/dune")
    #expect(app.router.violations(in: app) == [])
  }

  @Test func tappingTheSelectedTabPopsItToItsRootAndReleasesWhatLeft() async throws {
    await run("open 2", "edit")
    let books = try #require(app.tabs?.booksFlow)
    weak let editor = books.editor
    weak let detail = books.detail
    #expect(editor != nil && detail != nil)

    await run(":tab books")

    #expect(editor == nil)
    #expect(detail == nil)
    #expect(stack == "tab books (selected): #2 BookList\ntab search: (empty)\ntab account: (empty)")
    #expect(
      tree == """
        ShelfAppCoordinator
        └── TabsCoordinator {books*, search, account}
            └── BooksFlowCoordinator [#2 BookList]
        """)
  }

  @Test func theAddBookModalCoversTheTabsAndEndsWithTheNewBook() async throws {
    await run("add")
    weak let addition = app.tabs?.addition
    let before = stack
    #expect(await !shell.run(":tab search"))
    #expect(await !shell.run(":tab books"))
    #expect(stack == before)
    #expect(
      before
        == "tab books (selected): #2 BookList\ntab search: (empty)\ntab account: (empty)\n"
        + "level 1: #3 AddTitle")
    await run("title Hyperion", "author Dan Simmons")
    #expect(addition == nil)
    #expect(app.store.shelf.books.last == Book(id: 4, title: "Hyperion", author: "Dan Simmons"))
    #expect(stack == "tab books (selected): #2 BookList\ntab search: (empty)\ntab account: (empty)")

    await run("add", "title Nothing")
    weak let cancelled = app.tabs?.addition
    await run(":dismiss")
    #expect(cancelled == nil)
    #expect(app.store.shelf.books.count == 4)
  }

  @Test func resetReleasesEveryTabsFlowsAndStartsOver() async throws {
    await run("open 1", "edit", "title Draft", ":tab search", "find dune", "open 1", ":tab account")
    weak let tabs = app.tabs
    weak let books = app.tabs?.booksFlow
    weak let search = app.tabs?.searchFlow
    weak let account = app.tabs?.accountFlow
    weak let editor = app.tabs?.booksFlow.editor
    #expect(tabs != nil && books != nil && search != nil && account != nil && editor != nil)

    await run("reset")

    #expect(tabs == nil)
    #expect(books == nil)
    #expect(search == nil)
    #expect(account == nil)
    #expect(editor == nil)
    #expect(stack == "level 0: #9 Welcome")
    #expect(tree == "ShelfAppCoordinator\n└── OnboardingFlowCoordinator [#9 Welcome]")
    #expect(app.store.shelf == .initial)
    #expect(app.currentPath?.description == "/welcome")
  }

  @Test func aLinkIntoAnotherTabLeavesTheTabItLeft() async {
    await run(":open /books/2", ":open /search/dune")
    #expect(
      stack == """
        tab books: #2 BookList, #3 BookDetail
        tab search (selected): #4 Search, #5 Results
        tab account: (empty)
        """)
    #expect(app.currentPath?.description == "/search/dune")
    await run(":open /books/2")
    #expect(app.router.selectedTab == "books")
    #expect(
      stack == """
        tab books (selected): #2 BookList, #3 BookDetail
        tab search: #4 Search, #5 Results
        tab account: (empty)
        """)
    await run(":open /search/left%20hand/3/edit")
    #expect(app.currentPath?.description == "/search/left%20hand/3/edit")
    #expect(app.router.violations(in: app) == [])
  }

  @Test(arguments: [
    "/books/9", "/search/dune/2", "/welcome", "/books/add/author", "/nope", "/books/2/edit/x",
    "books", "/account/x", "/books/02", "/search/" + String(repeating: "a", count: 201),
    "/books//2",
  ])
  func aLinkThatCannotBeOpenedChangesNothing(link: String) async {
    await run(":open /books/2", ":tab search", "find dune")
    let before = (stack, tree, app.currentPath)
    #expect(await !shell.run(":open \(link)"))
    #expect(stack == before.0)
    #expect(tree == before.1)
    #expect(app.currentPath == before.2)
  }

  @Test func theStateFileBringsBackEveryTabAndTheSelection() async throws {
    let directory = FileManager.default.temporaryDirectory.appending(
      path: "shelf-state-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let arguments = [
      "--app", "shelf", "--quiet", "--data-dir", directory.path, "--state",
      directory.appending(path: "state.json").path, "-",
    ]
    let first = await ShelfCommand.commandLine.run(
      arguments: arguments,
      input: Array("start\nopen 2\n:tab search\nfind dune\n:tab account\n:tab search\n".utf8))
    #expect(first.status == 0)
    #expect(
      try String(contentsOf: directory.appending(path: "state.json"), encoding: .utf8)
        == #"{"path":"/search/dune","tabs":["/books/2","/account"]}"# + "\n")
    let second = await ShelfCommand.commandLine.run(
      arguments: arguments, input: Array(":stack\n:path\n".utf8))
    #expect(
      second.output == """
        tab books: #1 BookList, #2 BookDetail
        tab search (selected): #4 Search, #5 Results
        tab account: #3 Account
        /search/dune

        """)
    #expect(second.errors == "")
  }
}

/// What the random sessions found: links whose places look like the ones on show.
extension ShelfAppTests {
  @Test func aLinkToAnotherBooksEditorEndsTheOneOnShowAndStartsItsOwn() async throws {
    await run(":open /books/3/edit")
    weak let first = app.tabs?.booksFlow.editor
    await run(":open /books/1/edit")
    #expect(first == nil)
    #expect(app.currentPath?.description == "/books/1/edit")
    #expect(
      app.tabs?.booksFlow.editor?.draft == Book(id: 1, title: "Dune", author: "Frank Herbert"))
    #expect(app.router.violations(in: app) == [])
  }

  @Test func theSameBookUnderOtherResultsIsAnotherPlace() async throws {
    await run(":open /search/dune/1/edit")
    weak let first = app.tabs?.searchFlow.editor
    await run(":open /search/frank/1/edit")
    #expect(first == nil)
    #expect(
      stack == """
        tab books: #2 BookList
        tab search (selected): #3 Search, #7 Results, #8 BookDetail, #9 Editor
        tab account: (empty)
        """)
  }

  @Test func aDetailAnEditTookOutOfItsResultsStaysAPlace() async throws {
    await run(":open /search/left/3", "edit", "title Solaris", "save")
    #expect(app.currentPath?.description == "/search/left/3")
    await run(":open /search/left/3/edit")
    #expect(app.currentPath?.description == "/search/left/3/edit")
    // The editor starts from the book as it is now.
    #expect(app.tabs?.searchFlow.editor?.draft.title == "Solaris")
    await run(":open /search/left")
    #expect(app.currentPath?.description == "/search/left")
    #expect(await !shell.run(":open /search/left/3"))
  }
}

extension ShelfAppTests {
  @Test func aStateThatNamesNoTabRestoresWhatItCanAndSaysWhy() throws {
    let saved = NavigationSnapshot(
      path: try FlowPath(parsing: "/shop"),
      tabs: [try FlowPath(parsing: "/books/2"), try FlowPath(parsing: "/search/dune")])
    #expect(
      throws: ShellAppError(
        "/shop no longer opens (there is no \"shop\"); dropped it")
    ) {
      try app.restore(SavedShelfState(navigation: saved))
    }
    #expect(
      stack == """
        tab books: #2 BookList, #3 BookDetail
        tab search (selected): #4 Search, #5 Results
        tab account: (empty)
        """)
  }

  /// The app is its path navigator's root and owns that router: nothing else keeps it, nor
  /// the app `tabsAsAfterOnboarding()` makes to check a link.
  @Test func theAppIsTheRootOfItsPathsAndIsReleasedWithItsLastReference() async throws {
    weak var weakApp: ShelfAppCoordinator?
    weak var navigation: PathNavigator?
    weak var tabs: TabsCoordinator?
    weak var checking: ShelfAppCoordinator?
    do {
      let (app, shell) = try await Self.startedShelf()
      #expect(await shell.run(":open /books/2"))
      #expect(app.navigation.root === app)
      let after = app.tabsAsAfterOnboarding()
      #expect(after.navigation.root === after)
      weakApp = app
      navigation = app.navigation
      tabs = app.tabs
      checking = after
    }
    #expect(weakApp == nil)
    #expect(navigation == nil)
    #expect(tabs == nil)
    #expect(checking == nil)
  }
}
