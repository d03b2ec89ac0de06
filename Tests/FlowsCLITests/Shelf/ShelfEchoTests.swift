import Testing

@testable import FlowsShell
@testable import ShelfApp

/// What the shelf app quotes of what was typed or stored, a search's text, a title, an
/// author, reaches the terminal with its control characters escaped, as shell errors do: in
/// text mode and in the JSON `messages`, whatever screen shows it.
@MainActor
@Suite struct ShelfEchoTests {
  /// The lines: a search, a link and a book, each holding raw ESC, BEL and DEL.
  static let lines = [
    "start", ":tab search", "find \u{1B}[2J", ":screen",
    ":open /search/%1B%5D0%3Bowned%07x", ":screen", ":path",
    ":tab books", "add", "title \u{1B}[2J\u{07}", ":screen", "author A\u{7F}B\u{1B}", ":screen",
    "open 4", ":screen", "edit", "title \u{1B}c", ":screen", "cancel", ":screen", "discard",
    "delete", ":screen",
  ]

  /// Runs `lines` in the shelf app with `options`, and checks that no raw control character
  /// reaches standard output or standard error.
  func run(_ options: [String], _ lines: [String]) async -> HeadlessTranscript {
    let transcript = await ShelfCommand.commandLine.run(
      arguments: ["--app", "shelf"] + options + ["-"],
      input: Array((lines.joined(separator: "\n") + "\n").utf8))
    for (name, text) in [("stdout", transcript.output), ("stderr", transcript.errors)] {
      let raw = text.utf8.filter { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }
      #expect(raw.isEmpty, "raw control bytes \(raw) on \(name)")
    }
    return transcript
  }

  @Test func textModeShowsEveryQuotedTextEscaped() async {
    await #expect(
      run(["--quiet"], Self.lines)
        == HeadlessTranscript(
          output: #"""
            [SCREEN] Results
              no books match "\u{1B}[2J"
            [SCREEN] Results
              no books match "\u{1B}]0;owned\u{07}x"
            /search/%1B%5D0%3Bowned%07x
            [SCREEN] AddAuthor
              \u{1B}[2J\u{07} — by whom?
            [SCREEN] BookList
              #1 Dune — Frank Herbert
              #2 Neuromancer — William Gibson
              #3 The Left Hand of Darkness — Ursula K. Le Guin
              #4 \u{1B}[2J\u{07} — A\u{7F}B\u{1B}
            [SCREEN] BookDetail
              #4 \u{1B}[2J\u{07} — A\u{7F}B\u{1B}
            [SCREEN] Editor
              #4 \u{1B}c (unsaved)
            [SCREEN] Alert
              Discard changes?
              Your edits to \u{1B}[2J\u{07} will be lost.
              discard — Discard (destructive)
              keep — Keep Editing (cancel)
            [SCREEN] Alert
              Delete \u{1B}[2J\u{07}?
              It will be removed from every tab.
              delete — Delete (destructive)
              cancel — Cancel (cancel)

            """#,
          errors: "flows: warning: no home directory and no --data-dir: the shelf is not saved\n",
          status: 0))
  }

  @Test func aScreenShownAfterALineIsEscapedToo() async {
    let transcript = await run([], ["start", ":tab search", "find \u{1B}[2J"])
    #expect(
      transcript.output.hasSuffix(
        #"""
        [SCREEN] Results
          no books match "\u{1B}[2J"

        """#))
    #expect(transcript.status == 0)
  }

  @Test func theJSONMessagesAreEscapedAsTextModeShowsThem() async {
    let transcript = await run(
      ["--json"],
      [
        "start", ":tab search", "find \u{1B}[2J", ":open /search/%1B%5D0%3Bowned%07x",
        ":tab books", "add", "title \u{1B}[2J\u{07}",
      ])
    let answers = transcript.output.split(separator: "\n").map(String.init)
    #expect(answers.count == 7)
    #expect(
      Array(answers.dropFirst(2)) == [
        #"{"line":3,"input":"find \u001b[2J","ok":true,"screen":"Results","#
          + #""path":"/search/%1B%5B2J","#
          + #""tree":"ShelfAppCoordinator(TabsCoordinator(BooksFlowCoordinator, SearchFlowCoordinator))","#
          + #""messages":["no books match \"\\u{1B}[2J\""],"#
          // The state is a JSON value: its control characters are JSON's escapes.
          + #""state":{"text":"\u001b[2J","searching":false},"result":null,"error":null}"#,
        #"{"line":4,"input":":open /search/%1B%5D0%3Bowned%07x","ok":true,"screen":"Results","#
          + #""path":"/search/%1B%5D0%3Bowned%07x","#
          + #""tree":"ShelfAppCoordinator(TabsCoordinator(BooksFlowCoordinator, SearchFlowCoordinator))","#
          + #""messages":["no books match \"\\u{1B}]0;owned\\u{07}x\""],"#
          + #""state":{"text":"\u001b]0;owned\u0007x","searching":false},"result":null,"error":null}"#,
        #"{"line":5,"input":":tab books","ok":true,"screen":"BookList","path":"/books","#
          + #""tree":"ShelfAppCoordinator(TabsCoordinator(BooksFlowCoordinator, SearchFlowCoordinator))","#
          + ##""messages":["#1 Dune — Frank Herbert","#2 Neuromancer — William Gibson","##
          + ##""#3 The Left Hand of Darkness — Ursula K. Le Guin"],"result":null,"error":null}"##,
        #"{"line":6,"input":"add","ok":true,"screen":"AddTitle","path":"/books/add","#
          + #""tree":"ShelfAppCoordinator(TabsCoordinator(BooksFlowCoordinator(AddBookFlowCoordinator), SearchFlowCoordinator))","#
          + #""messages":["the new book's title?"],"state":{"title":null},"result":null,"error":null}"#,
        #"{"line":7,"input":"title \u001b[2J\u0007","ok":true,"screen":"AddAuthor","#
          + #""path":"/books/add/author","#
          + #""tree":"ShelfAppCoordinator(TabsCoordinator(BooksFlowCoordinator(AddBookFlowCoordinator), SearchFlowCoordinator))","#
          + #""messages":["\\u{1B}[2J\\u{07} — by whom?"],"#
          + #""state":{"title":"\u001b[2J\u0007"},"result":null,"error":null}"#,
      ])
  }
}
