import Coordinator
import FlowsShell
import Testing

@testable import ShelfApp

/// `find TEXT` takes only a text whose places a link can name: `/search/TEXT`, percent-encoded,
/// with room for a book's `/ID/edit` after it, within the longest path a link may have.
@MainActor
@Suite struct ShelfSearchTests: ShelfShellSuite {
  let app: ShelfAppCoordinator
  let shell: HeadlessShell<ShelfAppCoordinator>

  init() async throws {
    (app, shell) = try await Self.startedShelf()
    await run(":tab search")
  }

  @Test func aTextTooLongForALinkIsRejectedAndNothingMoves() async {
    // 100 family emoji: 100 characters, 1,800 bytes, 5,400 once percent-encoded.
    let family = String(repeating: "👨‍👩‍👧", count: 100)
    let before = (stack, tree)

    let transcript = await shell.run(bytes: Array("find \(family)\n".utf8))

    #expect(
      transcript
        == HeadlessTranscript(
          // The screen at the start of the script, and nothing after the line.
          output: "[SCREEN] Search\n  find a book by its title or author\n",
          errors: "flows: line 1: the text is too long for a link: 5400 bytes once "
            + "percent-encoded, and a search's link has room for 4063\n",
          status: 65))
    #expect((stack, tree) == before)
    #expect(app.currentPath?.description == "/search")
  }

  @Test func twoHundredPlainCharactersStillFind() async {
    let text = String(repeating: "a", count: 200)

    await run("find \(text)")

    #expect(app.currentPath?.description == "/search/\(text)")
    #expect(
      stack == """
        tab books: #2 BookList
        tab search (selected): #3 Search, #4 Results
        tab account: (empty)
        """)
  }

  /// 75 family emoji and 16 letters: 4,066 bytes once percent-encoded, so `/search/TEXT` fits
  /// in a path (4,074 bytes) but a book's `/ID/edit` after it would not.
  nonisolated static let tooLongForItsResults =
    String(repeating: "%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7", count: 75)
    + String(repeating: "a", count: 16)

  @Test(arguments: [
    "/search/\(tooLongForItsResults)", "shelf://search?q=\(tooLongForItsResults)",
  ])
  func aLinkToASearchTooLongForItsResultsIsRejectedAndNothingMoves(link: String) async {
    let before = (stack, tree)

    #expect(await !shell.run(":open \(link)"))

    #expect((stack, tree) == before)
    #expect(app.currentPath?.description == "/search")
  }
}
