import Coordinator
import Foundation
import Testing

@testable import FlowsShell
@testable import ShelfApp

/// The shelf app's links as `:open` takes them, paths and URLs: a rejected link moves nothing,
/// a modal included; a link into another tab moves only that tab, after the modal ends; a link
/// opened during the onboarding is checked as after `start`, and a valid one lands after it.
@MainActor
@Suite struct ShelfLinkTests {
  let app = ShelfAppCoordinator(router: StackRouter(), store: ShelfStore(file: nil))
  let dispatcher: ShellDispatcher

  init() {
    app.start()
    dispatcher = ShellDispatcher(app: app)
  }

  /// Runs `lines`, each of which must be accepted.
  func run(_ lines: String...) async {
    for line in lines {
      #expect(await dispatcher.runToRest(line).verdict == .accepted, "\(line)")
    }
  }

  var stack: String { app.router.stack.description }
  var tree: String { CoordinatorTree(app, router: app.router).render(.text) }
  var path: String? { app.currentPath?.description }

  /// Each kind of link `:open` rejects, and a word of the message that says why.
  nonisolated static let rejected: [(link: String, says: String)] = [
    ("ftp://shelf.example/books/2", #"the scheme "ftp""#),
    ("shelf2://books/2", #"the scheme "shelf2""#),
    ("https://evil.example/books/2", #"the host "evil.example""#),
    ("https://shelf.example.com/books/2", #"the host "shelf.example.com""#),
    ("shelf:books/2", "a link is a path"),
    ("books/2", "a link is a path"),
    ("shelf://nope", #"there is no "nope""#),
    ("https://shelf.example/books/2/x", #""x""#),
    ("shelf://BOOKS/2", #"there is no "BOOKS""#),
    ("shelf://welcome", "/welcome cannot be shown now"),
    ("shelf://search?x=1", #"takes no query item "x""#),
    ("shelf://search?q=dune&x=1", #"takes no query item "x""#),
    ("shelf://search?q=dune&q=le", "given more than once"),
    ("shelf://search?q=", "a search is 1 to 200 characters"),
    ("shelf://search?=dune", "a query item has a name"),
    ("shelf://books?q=dune", #"/books takes no query item "q""#),
    ("https://shelf.example/search/dune?q=le", #"takes no query item "q""#),
    ("shelf://books/9", "no book 9"),
    ("shelf://books/02", #"/books has no "02""#),
    ("https://shelf.example/search/dune/2", #"book 2 is not among the results for "dune""#),
    ("shelf://books/2#top", ##"no fragment: "#top""##),
    ("https://shelf.example/account#", ##"no fragment: "#""##),
    ("shelf://search/%zz", #""%zz" is not percent-encoded UTF-8"#),
    ("shelf://search?q=%zz", #""q=%zz" is not percent-encoded UTF-8"#),
    ("shelf://search/%C3", #""%C3" is not percent-encoded UTF-8"#),
    ("shelf://books//2", "component 1 of the path is empty"),
    ("shelf:///books", "component 0 of the path is empty"),
    ("shelf://books/", "component 1 of the path is empty"),
    ("shelf://?q=dune", #"this link takes no query item "q""#),
    // What the random sessions found: `/` named no screen and yet popped the selected tab to
    // its root (after ending the modal); a search's text took in a `#` or `?` after it.
    ("/", "a link names a screen, such as /books"),
    ("shelf://", "a link names a screen, such as /books"),
    ("https://shelf.example", "a link names a screen, such as /books"),
    ("https://shelf.example/", "a link names a screen, such as /books"),
    ("/search/dune#x", ##"no fragment: "#x""##),
    ("/search/dune?q=le", #"takes no query item "q""#),
  ]

  @Test(arguments: rejected)
  func aRejectedLinkMovesNothingNotEvenTheModal(link: String, says: String) async throws {
    // Every tab started, the search tab off its root, then the AddBook modal halfway.
    await run("start", ":tab search", "find dune", "open 1", ":tab account", ":tab books")
    await run("add", "title Hyperion")
    weak let addition = app.tabs?.addition
    let before = (stack: stack, tree: tree, path: path, selected: app.router.selectedTab)
    #expect(
      before.stack == """
        tab books (selected): #2 BookList
        tab search: #3 Search, #4 Results, #5 BookDetail
        tab account: #6 Account
        level 1: #7 AddTitle, #8 AddAuthor
        """)

    let outcome = await dispatcher.runToRest(":open \(link)")

    guard case .rejected(let message) = outcome.verdict else {
      Issue.record("\(link) was accepted")
      return
    }
    #expect(message.contains(says), "\(message)")
    #expect(stack == before.stack)
    #expect(tree == before.tree)
    #expect(path == before.path)
    #expect(app.router.selectedTab == before.selected)
    #expect(addition != nil && addition === app.tabs?.addition)
    #expect(app.store.shelf.books.count == 3)
    #expect(outcome.notes.isEmpty)
  }

  @Test func aLinkThatWouldTakeAnUnsavedDraftMovesNothing() async {
    await run("start", ":open /search/dune/1/edit", "title Draft", ":tab books")
    let before = (stack, tree, path)
    #expect(
      await dispatcher.runToRest(":open shelf://search?q=le").verdict
        == .rejected("BookEditorFlowCoordinator cannot leave: unsaved changes"))
    #expect((stack, tree, path) == before)
    #expect(app.tabs?.searchFlow.editor?.draft.title == "Draft")
  }

  @Test(arguments: ["shelf://search?q=gibson", "https://SHELF.example/search/gibson"])
  func aLinkIntoAnotherTabEndsTheModalThenMovesOnlyThatTab(link: String) async throws {
    await run("start", ":tab search", "find dune", "open 1", ":tab account", ":tab books")
    await run("add", "title Hyperion")
    weak let addition = app.tabs?.addition
    weak let detail = app.tabs?.searchFlow.detail
    #expect(addition != nil && detail != nil)

    await run(":open \(link)")

    #expect(addition == nil)
    #expect(detail == nil)
    #expect(
      stack == """
        tab books: #2 BookList
        tab search (selected): #3 Search, #9 Results
        tab account: #6 Account
        """)
    #expect(path == "/search/gibson")
    #expect(app.store.shelf.books.count == 3)
    #expect(app.router.violations(in: app) == [])
  }

  @Test func theURLOfEveryPlaceIsItsPathUnderShelf() async {
    await run("start", ":open shelf://search?q=left%20hand", "open 3")
    #expect(await dispatcher.runToRest(":path").result == "/search/left%20hand/3")
    #expect(await dispatcher.runToRest(":path --url").result == "shelf://search/left%20hand/3")
    // Under an Alert, the place under it.
    await run("delete")
    #expect(await dispatcher.runToRest(":path --url").result == "shelf://search/left%20hand/3")
    await run("cancel")
    await run(":tab books", "add", "title X")
    #expect(await dispatcher.runToRest(":path --url").result == "shelf://books/add/author")
  }
}

/// Links during the onboarding: checked as after `start`, against the shelf and the tabs
/// `start` shows; a valid one is kept, the last one, and opened by `start` from the fresh tabs;
/// a rejected one is not kept and does not replace the one kept before.
extension ShelfLinkTests {
  @Test func aLinkOpenedDuringTheOnboardingLandsAfterStart() async {
    let before = (stack, tree)
    #expect(stack == "level 0: #1 Welcome")
    for link in ["/books/2", "https://shelf.example/search?q=left%20hand"] {
      let outcome = await dispatcher.runToRest(":open \(link)")
      #expect(outcome.verdict == .accepted)
      #expect(outcome.display == .none)
      #expect((stack, tree, path) == (before.0, before.1, "/welcome"))
    }
    // A link malformed in form is rejected and keeps nothing: the last good one stays.
    #expect(await dispatcher.runToRest(":open shelf://search?q=dune#x").verdict != .accepted)

    let start = await dispatcher.runToRest("start")

    #expect(start.notes.isEmpty)
    #expect(path == "/search/left%20hand")
    #expect(
      stack == """
        tab books: #2 BookList
        tab search (selected): #3 Search, #4 Results
        tab account: (empty)
        """)
    // Kept once: the next start, after a reset, opens nothing.
    await run(":tab account", "reset", "start")
    #expect(path == "/books")
  }

  /// Links `:open` rejects after `start`, and why: during the onboarding, the same.
  nonisolated static let rejectedAfterStart: [(link: String, why: String)] = [
    ("/nonsense", #"there is no "nonsense""#),
    ("/welcome", "/welcome cannot be shown now"),
    ("shelf://welcome", "/welcome cannot be shown now"),
    ("/books/add/author", "/books/add/author cannot be shown now"),
    ("shelf://search?q=a&x=1", #"/search takes no query item "x""#),
    ("shelf://search?x=1", #"/search takes no query item "x""#),
    ("/books/9", "no book 9"),
    ("shelf://books/4", "no book 4"),
    ("/search/dune/2", #"book 2 is not among the results for "dune""#),
    ("/books/2/edit/x", #"nothing follows /books/2/edit: "x""#),
    ("/", "a link names a screen, such as /books"),
  ]

  @Test(arguments: rejectedAfterStart)
  func aLinkThatStartCouldNotOpenIsRejectedDuringTheOnboardingAndNotKept(
    link: String, why: String
  ) async {
    let outcome = await dispatcher.runToRest(":open \(link)")

    #expect(outcome == .rejected(why))
    #expect(app.pendingLink == nil)
    #expect(stack == "level 0: #1 Welcome")
    let start = await dispatcher.runToRest("start")
    #expect(start == LineOutcome(display: .changed))
    #expect(path == "/books")
    #expect(stack == "tab books (selected): #2 BookList\ntab search: (empty)\ntab account: (empty)")
    // After `start`, the same answer.
    #expect(await dispatcher.runToRest(":open \(link)") == .rejected(why))
  }

  @Test(
    arguments: [
      "ftp://shelf.example/books", "https://evil.example/books", "shelf://books/2#x",
      "shelf://search/%zz", "shelf://books//2", "books/2",
    ] + rejectedAfterStart.map { $0.link })
  func aRejectedLinkDuringTheOnboardingKeepsTheOneKeptBefore(link: String) async {
    await run(":open /books/2")
    #expect(await dispatcher.runToRest(":open \(link)").verdict != .accepted)
    await run("start")
    #expect(path == "/books/2")
  }

  @Test func aKeptLinkThatCannotBeOpenedAfterStartSaysSoAndMovesNothing() async {
    await run(":open /books/2")
    // Gone between the link and `start`, as another session on the same shelf may do.
    app.store.delete(2)

    let start = await dispatcher.runToRest("start")

    #expect(start.verdict == .accepted)
    #expect(
      start.notes.warnings == [
        "the link /books/2 was not opened: no book 2"
      ])
    #expect(path == "/books")
    #expect(stack == "tab books (selected): #2 BookList\ntab search: (empty)\ntab account: (empty)")
  }

  @Test func aRejectedLinkInAScriptBeforeStartEndsWith65AndNothingLandsAfterStart() async throws {
    let transcript = await ShelfCommand.commandLine.run(
      arguments: ["--app", "shelf", "--quiet", "-"],
      input: Array(":open /nonsense\n:open /welcome\nstart\n:path\n".utf8),
      environment: [:])
    #expect(
      transcript
        == HeadlessTranscript(
          output: "/books\n",
          errors: """
            flows: warning: no home directory and no --data-dir: the shelf is not saved
            flows: line 1: there is no "nonsense"
            flows: line 2: /welcome cannot be shown now

            """, status: 65))
  }
}
