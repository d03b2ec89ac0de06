import Foundation
import Testing

@testable import ShelfApp

/// `--state` in the shelf app: what a session saves, the next one restores; a saved screen
/// that no longer opens drops only itself and what is above it; a session that ends at
/// Welcome saves that.
@MainActor
@Suite struct ShelfRestoreTests {
  let directory: URL
  var state: URL { directory.appending(path: "state.json") }

  init() throws {
    directory = try temporaryDirectory()
  }

  private func run(_ lines: String) async -> (status: Int32, output: String, errors: String) {
    let run = await ShelfCommand.commandLine.run(
      arguments: [
        "--app", "shelf", "--quiet", "--data-dir", directory.path, "--state", state.path, "-",
      ],
      input: Array(lines.utf8))
    return (run.status, run.output, run.errors)
  }

  @Test func aResultNoLongerMatchingIsDroppedAndEveryOtherPlaceRestored() async throws {
    // Book 1 renamed from the books tab: the search tab still shows it under "dune".
    let first = await run(
      "start\n:tab search\nfind dune\nopen 1\n:tab books\nopen 1\nedit\ntitle Solaris\nsave\n")
    #expect(first.status == 0)
    #expect(
      try String(contentsOf: state, encoding: .utf8)
        == #"{"path":"/books/1","tabs":["/search/dune/1"]}"# + "\n")
    let second = await run(":stack\n:path\n:tab search\n:path\n")
    #expect(
      second.output == """
        tab books (selected): #1 BookList, #4 BookDetail
        tab search: #2 Search, #3 Results
        tab account: (empty)
        /books/1
        /search/dune

        """)
    #expect(
      second.errors
        == "flows: warning: cannot restore the state in \(state.path): /search/dune/1 no longer "
        + "opens (book 1 is not among the results for \"dune\"); restored "
        + "/search/dune\n")
    #expect(second.status == 0)
    #expect(
      try String(contentsOf: state, encoding: .utf8)
        == #"{"path":"/search/dune","tabs":["/books/1"]}"# + "\n")
  }

  @Test func aSessionThatEndsAtWelcomeSavesThat() async throws {
    await #expect(run("start\nopen 2\n").status == 0)
    await #expect(run(":tab account\nreset\n").status == 0)
    #expect(
      try String(contentsOf: state, encoding: .utf8) == #"{"path":"/welcome","tabs":[]}"# + "\n")
    let third = await run(":path\nstart\n:path\n")
    #expect(third.output == "/welcome\n/books\n")
    #expect(third.errors == "")
  }

  @Test func keysANewerVersionWroteAreKept() async throws {
    await #expect(run("start\n").status == 0)
    try Data(#"{"modal":"/books/add","path":"/books/2","tabs":["/search"]}"#.utf8).write(to: state)
    await #expect(run(":open /books/3\n").status == 0)
    #expect(
      try String(contentsOf: state, encoding: .utf8)
        == #"{"modal":"/books/add","path":"/books/3","tabs":["/search"]}"# + "\n")
  }

  @Test func aFileOfTheEarlierFormatRestoresTheSamePlaceAndIsWrittenInTheNewOne() async throws {
    await #expect(run("start\n").status == 0)
    try Data(
      #"{"modal":"/books/add","selected":"search","tabs":["/books/2","/search/dune"]}"#.utf8
    ).write(to: state)
    let restored = await run(":stack\n:path\n")
    #expect(
      restored.output == """
        tab books: #1 BookList, #2 BookDetail
        tab search (selected): #3 Search, #4 Results
        tab account: (empty)
        /search/dune

        """)
    #expect(restored.errors == "")
    #expect(
      try String(contentsOf: state, encoding: .utf8)
        == #"{"modal":"/books/add","path":"/search/dune","tabs":["/books/2"]}"# + "\n")
  }

  @Test func aModalIsNotKeptItsTabIsSavedAsItIsUnderIt() async throws {
    await #expect(run("start\nopen 2\n:back\nadd\ntitle Dune Messiah\n").status == 0)
    #expect(
      try String(contentsOf: state, encoding: .utf8) == #"{"path":"/books","tabs":[]}"# + "\n")
  }

  /// Issue #60: a state made by hand holding a modal's path restores its tab, never the modal;
  /// 0.1.0 showed the AddTitle form.
  @Test func aHandMadeStateWithAModalRestoresTheTabUnderIt() async throws {
    #expect(await run("start\n").status == 0)
    try Data(#"{"path":"/books/add"}"#.utf8).write(to: state)
    let restored = await run(":stack\n:path\n")
    #expect(
      restored.output == """
        tab books (selected): #1 BookList
        tab search: (empty)
        tab account: (empty)
        /books

        """)
    #expect(restored.errors == "")
    #expect(restored.status == 0)
  }

  /// Issue #60: a state made by hand with two paths of one tab restores the later, and a
  /// warning names the one it dropped; 0.1.0 dropped it without a word.
  @Test func aHandMadeStateWithTwoPathsOfOneTabNamesTheOneDropped() async throws {
    #expect(await run("start\n").status == 0)
    try Data(#"{"path":"/books","tabs":["/books/3","/search/dune"]}"#.utf8).write(to: state)
    // #2 is the BookDetail of /books/3, pushed and popped again.
    let restored = await run(":stack\n:path\n")
    #expect(
      restored.output == """
        tab books (selected): #1 BookList
        tab search: #3 Search, #4 Results
        tab account: (empty)
        /books

        """)
    #expect(
      restored.errors
        == "flows: warning: cannot restore the state in \(state.path): /books/3 is on the same "
        + "tab as /books, restored after it; dropped it\n")
    #expect(restored.status == 0)
  }

  @Test func aStateRestoredDuringTheOnboardingComesBackWholeOnceItIsDone() async throws {
    await #expect(run("start\n:tab search\nfind dune\nopen 1\n:tab books\nopen 2\n").status == 0)
    // The shelf file gone, the app starts at Welcome; the saved tabs wait for the onboarding.
    try FileManager.default.removeItem(at: directory.appending(path: "shelf.json"))
    let second = await run(":path\nstart\n:stack\n:path\n")
    #expect(
      second.output == """
        /welcome
        tab books (selected): #2 BookList, #6 BookDetail
        tab search: #3 Search, #4 Results, #5 BookDetail
        tab account: (empty)
        /books/2

        """)
    #expect(second.errors == "")
  }

  @Test func aStaleScreenRestoredDuringTheOnboardingIsNamedAtOnceAndTheRestComesBack() async throws
  {
    try Data(#"{"path":"/books/9","tabs":["/search/dune"]}"#.utf8).write(to: state)
    let run = await run("start\n:stack\n:path\n")
    #expect(
      run.output == """
        tab books (selected): #2 BookList
        tab search: #3 Search, #4 Results
        tab account: (empty)
        /books

        """)
    #expect(
      run.errors
        == "flows: warning: cannot restore the state in \(state.path): /books/9 no longer "
        + #"opens (no book 9); restored /books"#
        + "\n")
  }
}
