import Coordinator
import FlowsShell
import Testing

@testable import ShelfApp

/// The shelf app's Editor that refuses to lose a draft, its `Discard changes?` Alert, and
/// `delete` with its confirmation, as the shell drives them.
@MainActor
@Suite struct ShelfDialogTests: ShelfShellSuite {
  let app: ShelfAppCoordinator
  let shell: HeadlessShell<ShelfAppCoordinator>

  init() async throws {
    (app, shell) = try await Self.startedShelf()
  }

  var editor: BookEditorFlowCoordinator? { app.tabs?.booksFlow.editor }

  /// Opens Dune's editor in the books tab with the draft title `Dune Messiah`.
  func editDune() async {
    await run("open 1", "edit", "title Dune Messiah")
    _ = app.router.takeJournal()
  }

  @Test func theBackButtonOnADirtyEditorOpensTheAlertAndPopsNothing() async throws {
    await editDune()
    weak let flow = editor

    await run(":back")

    #expect(flow != nil)
    #expect(
      stack == """
        tab books (selected): #2 BookList, #3 BookDetail, #4 Editor
        tab search: (empty)
        tab account: (empty)
        level 1 (dialog): #5 Alert
        """)
    #expect(
      tree == """
        ShelfAppCoordinator
        └── TabsCoordinator {books*, search, account}
            └── BooksFlowCoordinator [#2 BookList, #3 BookDetail]
                └── BookEditorFlowCoordinator [#4 Editor]
                    └── Dialog [#5 Alert]
        """)
    #expect(
      app.router.takeJournal().map(\.description) == [
        "interactive pop of #4 Editor in books began",
        "#4 Editor in books stayed (interactive): unsaved changes",
        "presented #5 Alert on level 1",
      ])
    let alert = try #require(app.router.topScreen as? DialogScreen)
    #expect(
      alert.messages == [
        "Discard changes?", "Your edits to Dune will be lost.",
        "discard — Discard (destructive)", "keep — Keep Editing (cancel)",
      ])
    #expect(
      alert.content(of: BookEditorFlowCoordinator.Discard.self)
        == .alert(
          "Discard changes?", message: "Your edits to Dune will be lost.",
          buttons: [
            DialogButton(.discard, title: "Discard", role: .destructive),
            DialogButton(.keep, title: "Keep Editing", role: .cancel),
          ]))
    #expect(app.currentPath?.description == "/books/1/edit")
    #expect(app.router.violations(in: app) == [])
  }

  @Test func discardLeavesTheEditorAndReleasesItsFlowAndTheAlert() async {
    await editDune()
    weak let flow = editor
    await run(":back")
    weak let dialog = flow?.childCoordinators.first as? BaseCoordinator
    #expect(dialog != nil)

    await run("discard")

    #expect(flow == nil)
    #expect(dialog == nil)
    #expect(
      stack == """
        tab books (selected): #2 BookList, #3 BookDetail
        tab search: (empty)
        tab account: (empty)
        """)
    #expect(app.store.shelf.book(1)?.title == "Dune")
    #expect(app.currentPath?.description == "/books/1")
  }

  @Test func keepGoesBackToTheEditorWithTheDraft() async {
    await editDune()
    weak let flow = editor
    await run(":back")
    weak let dialog = flow?.childCoordinators.first as? BaseCoordinator

    await run("keep")

    #expect(dialog == nil)
    #expect(flow?.draft.title == "Dune Messiah")
    #expect(app.router.topScreen?.screenName == "Editor")
    #expect(
      stack == """
        tab books (selected): #2 BookList, #3 BookDetail, #4 Editor
        tab search: (empty)
        tab account: (empty)
        """)
    await run("save")
    #expect(flow == nil)
    #expect(app.store.shelf.book(1)?.title == "Dune Messiah")
  }

  @Test func underTheAlertOnlyItsChoicesAreAccepted() async {
    await editDune()
    await run(":back")
    let before = (stack, tree)

    for line in [":back", ":dismiss", ":tab books", ":tab search", ":open /books", "save"] {
      #expect(await !shell.run(line), "\(line)")
    }
    #expect(await shell.run(":path"))

    #expect(stack == before.0)
    #expect(tree == before.1)
    #expect(editor?.draft.title == "Dune Messiah")
  }

  @Test func cancelAndATapOnTheEditorsTabAskTooAndAnotherTabAsksNothing() async {
    await editDune()

    await run("cancel")
    #expect(app.router.topScreen?.screenName == "Alert")
    await run("keep", ":tab books")
    #expect(app.router.topScreen?.screenName == "Alert")
    await run("keep", ":tab search")

    #expect(
      stack == """
        tab books: #2 BookList, #3 BookDetail, #4 Editor
        tab search (selected): #7 Search
        tab account: (empty)
        """)
    #expect(editor?.draft.title == "Dune Messiah")
  }

  @Test func aLinkThatWouldTakeADirtyEditorIsRefusedAndNothingMoves() async {
    await editDune()
    let before = (stack, tree)

    for link in ["/books", "/books/2", "/books/add"] {
      #expect(await !shell.run(":open \(link)"), "\(link)")
    }

    #expect(stack == before.0)
    #expect(tree == before.1)
    // A link into another tab takes nothing off this one.
    await run(":open /search/dune")
    #expect(
      stack == """
        tab books: #2 BookList, #3 BookDetail, #4 Editor
        tab search (selected): #5 Search, #6 Results
        tab account: (empty)
        """)
  }

  @Test func deleteOfABookOpenInTwoTabsClearsBothStacksAndReleasesTheirFlows() async throws {
    await run("open 1", "edit", "title Draft", ":tab search", "find dune", "open 1")
    weak let booksEditor = editor
    weak let booksDetail = app.tabs?.booksFlow.detail
    weak let searchDetail = app.tabs?.searchFlow.detail
    #expect(booksEditor != nil && booksDetail != nil && searchDetail != nil)

    await run("delete")
    #expect(app.router.topScreen?.screenName == "Alert")
    await run("cancel")
    #expect(app.store.shelf.book(1) != nil)
    await run("delete", "delete")

    #expect(booksEditor == nil)
    #expect(booksDetail == nil)
    #expect(searchDetail == nil)
    #expect(app.store.shelf.book(1) == nil)
    #expect(
      stack == """
        tab books: #2 BookList
        tab search (selected): #5 Search, #6 Results
        tab account: (empty)
        """)
    #expect(
      tree == """
        ShelfAppCoordinator
        └── TabsCoordinator {books, search*, account}
            ├── BooksFlowCoordinator [#2 BookList]
            └── SearchFlowCoordinator [#5 Search, #6 Results]
        """)
    #expect(await shell.run(":screen"))
    #expect(await !shell.run(":open /books/1"))
    #expect(app.router.violations(in: app) == [])
  }

  @Test func resetWithADirtyEditorTearsDownWithoutAsking() async {
    await run("open 1", "edit", "title Draft", ":tab account")
    weak let flow = editor
    weak let tabs = app.tabs
    _ = app.router.takeJournal()

    await run("reset")

    #expect(flow == nil)
    #expect(tabs == nil)
    #expect(stack == "level 0: #6 Welcome")
    // One change, asked of no guard: the screen is never blank.
    #expect(
      app.router.takeJournal().map(\.description) == [
        "root #6 Welcome replaced #5 Account in account, #4 Editor in books, "
          + "#3 BookDetail in books, #2 BookList in books (not animated)"
      ])
  }

  @Test func startSwapsWelcomeForTheTabsInOneChange() async {
    let app = ShelfAppCoordinator(
      router: StackRouter(isJournaling: true), store: ShelfStore(file: nil))
    let shell = HeadlessShell(app: app, name: "flows")
    #expect(await shell.run(":screen"))
    weak let onboarding = app.onboarding
    _ = app.router.takeJournal()

    #expect(await shell.run("start"))

    #expect(onboarding == nil)
    #expect(
      app.router.takeJournal().map(\.description) == [
        "tabs books*, search, account replaced #1 Welcome (not animated)",
        "pushed #2 BookList in books (not animated)",
      ])
  }
}

/// The reasons the shelf gives, and a link into another tab that would take its editor.
extension ShelfDialogTests {
  @Test func aRefusedLinkSaysWhyAndALinkIntoAnotherTabsEditorIsRefusedToo() async {
    await editDune()
    await run(":tab search", "find dune")
    let before = (stack, tree)

    let transcript = await shell.run(bytes: Array(":open /books\n:open /books/2\n:back\n".utf8))

    #expect(
      transcript.errors == """
        flows: line 1: BookEditorFlowCoordinator cannot leave: unsaved changes
        flows: line 2: BookEditorFlowCoordinator cannot leave: unsaved changes

        """)
    // The screen on show first, as a script starts, then the back button's Search.
    #expect(
      transcript.output == """
        [SCREEN] Results
          #1 Dune — Frank Herbert
        [SCREEN] Search
          find a book by its title or author

        """)
    #expect(stack == before.0.replacingOccurrences(of: "#5 Search, #6 Results", with: "#5 Search"))
    #expect(
      tree == before.1.replacingOccurrences(of: "[#5 Search, #6 Results]", with: "[#5 Search]"))
    #expect(editor?.draft.title == "Dune Messiah")

    let alert = await shell.run(
      bytes: Array(":open /books/1/edit\n:tab books\n:open /search\n".utf8))
    #expect(alert.errors == "flows: line 3: answer the dialog first\n")
    #expect(app.router.topScreen?.screenName == "Alert")
  }

  @Test func afterADeleteTheResultsNoLongerListTheBook() async {
    await run(":tab search", "find e", "open 1", "delete", "delete")
    let transcript = await shell.run(bytes: Array(":screen\n".utf8))
    // The screen on show as a script starts, then `:screen`: the results, without Dune.
    let results = """
      [SCREEN] Results
        #2 Neuromancer — William Gibson
        #3 The Left Hand of Darkness — Ursula K. Le Guin

      """
    #expect(transcript.output == results + results)
  }
}

/// The Alerts as CLI.md's third edition has them, in `--json`: the title, the message, then a
/// line per choice with its key, its title and its role.
@MainActor
@Suite struct ShelfAlertJSONTests {
  @Test func theDeleteAlertSaysItsTitleMessageAndChoices() async {
    let transcript = await ShelfCommand.commandLine.run(
      arguments: ["--app", "shelf", "--json", "-"],
      input: Array("start\nopen 3\ndelete\ncancel\n".utf8))
    let answers = transcript.output.split(separator: "\n").map(String.init)

    #expect(answers.count == 4)
    let expected: String = [
      #"{"line":3,"input":"delete","ok":true,"screen":"Alert","path":"/books/3","#,
      #""tree":"ShelfAppCoordinator(TabsCoordinator(BooksFlowCoordinator(Dialog)))","#,
      #""messages":["Delete The Left Hand of Darkness?","It will be removed from every tab.","#,
      #""delete — Delete (destructive)","cancel — Cancel (cancel)"],"result":null,"#,
      #""error":null}"#,
    ].joined()
    #expect(answers.dropFirst(2).first == expected)
    #expect(transcript.status == 0)
  }
}
