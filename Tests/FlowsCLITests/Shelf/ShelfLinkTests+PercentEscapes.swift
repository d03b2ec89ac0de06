import Coordinator
import Testing

@testable import FlowsShell
@testable import ShelfApp

/// Percent-escapes in a link are decoded in every component, ids and keys included, as they
/// are in a search's text: the place is the one the decoded link names, and its path is
/// written as the app writes it.
extension ShelfLinkTests {
  @Test(arguments: [
    ("/books/%32", "/books/2"),
    ("shelf://books/%32", "/books/2"),
    ("https://shelf.example/books/%32", "/books/2"),
    ("/%62ooks/2", "/books/2"),
    ("/books/%32/%65dit", "/books/2/edit"),
    ("shelf://%61ccount", "/account"),
    ("/search/du%6Ee/%31", "/search/dune/1"),
    ("/search/left%20hand/%33/edit", "/search/left%20hand/3/edit"),
  ])
  func aLinkIsDecodedInEveryComponent(link: String, place: String) async {
    await run("start")

    #expect(await dispatcher.runToRest(":open \(link)") == LineOutcome(display: .changed))

    #expect(path == place)
    #expect(app.router.violations(in: app) == [])
  }

  @Test func anEscapedIdOfTheBookOnShowChangesNothing() async {
    await run("start", ":open /books/2")
    let before = (stack, tree)
    #expect(
      before.0 == """
        tab books (selected): #2 BookList, #3 BookDetail
        tab search: (empty)
        tab account: (empty)
        """)

    #expect(await dispatcher.runToRest(":open shelf://books/%32") == LineOutcome())

    #expect((stack, tree, path) == (before.0, before.1, "/books/2"))
  }

  @Test func anEscapedIdOpenedDuringTheOnboardingLandsAfterStart() async {
    await run(":open shelf://books/%32", "start")
    #expect(path == "/books/2")
  }

  @Test(arguments: [
    ("/books/%39", "no book 9"),
    ("/books/%2F2", #"/books has no "%2F2""#),
    ("/books/%30%32", #"/books has no "02""#),
  ])
  func anEscapedIdIsCheckedAsTheIdItStandsFor(link: String, why: String) async {
    await run("start")
    #expect(await dispatcher.runToRest(":open \(link)") == .rejected(why))
    #expect(path == "/books")
  }
}
