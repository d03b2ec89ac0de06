import Foundation
import Testing

@testable import FlowsShell
@testable import ShelfApp

/// `--json` over a shelf file that cannot be written: the answer to each line after which the
/// shelf was not saved carries `warnings`; the warning at start stays on stderr alone.
@MainActor
@Suite struct ShelfJSONWarningsTests {
  @Test func aLineAfterWhichTheShelfWasNotSavedSaysSoInItsAnswer() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A directory where the shelf file should be: read as no shelf, never replaced.
    let shelf = directory.appending(path: "shelf.json")
    try FileManager.default.createDirectory(at: shelf, withIntermediateDirectories: false)

    let transcript = await ShelfCommand.commandLine.run(
      arguments: ["--app", "shelf", "--json", "--data-dir", directory.path, "-"],
      input: Array("start\n:path\n".utf8))

    let failure = "cannot write \(shelf.path): it could not be read at start; left as it is"
    let books =
      ##""messages":["#1 Dune — Frank Herbert","#2 Neuromancer — William Gibson","##
      + ##""#3 The Left Hand of Darkness — Ursula K. Le Guin"]"##
    #expect(
      transcript
        == HeadlessTranscript(
          output: #"{"line":1,"input":"start","ok":true,"screen":"BookList","path":"/books","#
            + #""tree":"ShelfAppCoordinator(TabsCoordinator(BooksFlowCoordinator))","#
            + books + #","result":null,"error":null,"warnings":["\#(failure)"]}"# + "\n"
            + #"{"line":2,"input":":path","ok":true,"screen":"BookList","path":"/books","#
            + #""tree":"ShelfAppCoordinator(TabsCoordinator(BooksFlowCoordinator))","#
            + books + #","result":"/books","error":null}"# + "\n",
          errors: "flows: warning: shelf file \(shelf.path) is a directory, not a regular file; "
            + "using the initial shelf, and changes cannot be saved\n"
            + "flows: line 1: \(failure)\n",
          status: 74))
  }
}
