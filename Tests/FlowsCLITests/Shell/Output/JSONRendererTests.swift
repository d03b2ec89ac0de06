import Coordinator
import Foundation
import Testing

@testable import FlowsShell
@testable import GameApp

@Suite struct JSONRendererTests {
  private let snapshot = AppSnapshot(
    screen: "Game", path: "/main/game",
    tree: "AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))",
    messages: ["Guess a number between 1 and 100.", "too low"])

  @Test func oneObjectOnOneLineWithTheContractsKeysInOrder() {
    let rendered = JSONRenderer().render(
      line: 12, input: "guess 5", outcome: LineOutcome(display: .changed), snapshot: snapshot)
    #expect(
      rendered.output
        == #"{"line":12,"input":"guess 5","ok":true,"screen":"Game","path":"/main/game","#
        + #""tree":"AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))","#
        + #""messages":["Guess a number between 1 and 100.","too low"],"result":null,"#
        + #""error":null}"# + "\n")
    #expect(rendered.errors == "")
  }

  @Test func aRejectedLineHasOkFalseAndItsErrorAndNullInputWhenUnreadable() {
    let rendered = JSONRenderer().render(
      line: 3, input: nil, outcome: .rejected("line is not valid UTF-8"),
      snapshot: AppSnapshot(screen: nil, path: nil, tree: "AppCoordinator", messages: []))
    #expect(
      rendered.output
        == #"{"line":3,"input":null,"ok":false,"screen":null,"path":null,"#
        + #""tree":"AppCoordinator","messages":[],"result":null,"#
        + #""error":"line is not valid UTF-8"}"# + "\n")
  }

  @Test func aSettingsWriteFailureGoesToStandardError() {
    var outcome = LineOutcome(display: .changed)
    outcome.notes.writeFailure = "cannot write /x: Permission denied"
    let rendered = JSONRenderer().render(
      line: 4, input: "sound off", outcome: outcome, snapshot: snapshot)
    #expect(rendered.output.contains(#""ok":true"#))
    #expect(rendered.errors == "flows: line 4: cannot write /x: Permission denied\n")
  }

  @Test func aLinesNotesAreItsWarningsTheWriteFailureFirstAndStillGoToStandardError() {
    var outcome = LineOutcome(display: .changed)
    outcome.notes = ShellNotes(
      warnings: ["settings file /d/settings.json is corrupt", "bell \u{07}"],
      writeFailure: "cannot write /d/settings.json: Permission denied")
    let rendered = JSONRenderer().render(
      line: 4, input: "sound off", outcome: outcome, snapshot: snapshot)
    #expect(
      rendered.output
        == #"{"line":4,"input":"sound off","ok":true,"screen":"Game","path":"/main/game","#
        + #""tree":"AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))","#
        + #""messages":["Guess a number between 1 and 100.","too low"],"result":null,"#
        + #""error":null,"warnings":["cannot write /d/settings.json: Permission denied","#
        + #""settings file /d/settings.json is corrupt","bell \\u{07}"]}"# + "\n")
    #expect(
      rendered.errors == """
        flows: line 4: cannot write /d/settings.json: Permission denied
        flows: line 4: warning: settings file /d/settings.json is corrupt
        flows: line 4: warning: bell \\u{07}

        """)
  }

  @Test(arguments: [
    "plain", "quote \" and backslash \\", "line\nbreak\r\ttab", "\u{0}\u{1}\u{1F}\u{7F}",
    "\u{2028}\u{2029}", "Zoë 🙂 ünïcödé", "{\"json\": [1, 2]}", "",
    "é\"ü\u{2028}—\u{1B}[31m🙂\\", "\u{2027}\u{2030}\u{202A} “quoted”",
  ])
  func stringsRoundTripThroughJSONSerialization(text: String) throws {
    let encoded = JSONRenderer.encode(text)
    #expect(!encoded.contains("\n") && !encoded.contains("\r"))
    let decoded =
      try JSONSerialization.jsonObject(
        with: Data("[\(encoded)]".utf8), options: []) as? [String]
    #expect(decoded == [text])
  }
}

extension JSONRendererTests {
  /// The escapes as written, byte for byte, around characters of every width.
  @Test func escapesAreWrittenBetweenWholeCharacters() {
    #expect(
      JSONRenderer.encode("é\"ü\u{2028}—\u{1B}🙂\\\u{7F}")
        == #""é\"ü\u2028—\u001b🙂\\\u007f""#)
    #expect(JSONRenderer.encode(nil) == "null")
    #expect(JSONRenderer.encode("“no escape”") == "\"“no escape”\"")
  }
}

extension JSONRendererTests {
  /// A coordinator whose name needs escaping.
  @MainActor private final class Quoted: BaseCoordinator {
    override var name: String { "Say \"hi\"\u{2028}" }
  }

  /// A path and a tree are written from the app as their strings are written.
  @Test func aPathAndATreeAreWrittenAsTheirStrings() throws {
    for text in ["/", "/main/settings/profile", "/search/left%20hand/3", "/a\"b/é\u{2028}/\u{1B}"] {
      let path = try FlowPath(parsing: text)
      var written = UTF8Buffer(capacity: 0)
      JSONRenderer.write(path, to: &written)
      #expect(written.text == JSONRenderer.encode(path.description))
    }
    var null = UTF8Buffer(capacity: 0)
    JSONRenderer.write(FlowPath?.none, to: &null)
    #expect(null.text == "null")
  }

  @MainActor @Test func aTreeIsWrittenAsItsLineAndEscapedWhenItsNamesNeedIt() {
    let root = Quoted()
    root.addDependency(BaseCoordinator())
    root.addDependency(Quoted())
    var written = UTF8Buffer(capacity: 0)
    written.append("x")
    JSONRenderer.writeTree(of: root, to: &written)
    #expect(written.text == "x" + JSONRenderer.encode(CoordinatorTree.line(of: root)))
    #expect(written.text.contains(#"\"hi\"\u2028"#))
  }

  @Test(arguments: [0, 1, 9, 10, 99, 1_000_000, Int.max, -1, Int.min])
  func numbersAreWrittenAsTheirStrings(number: Int) {
    var written = UTF8Buffer(capacity: 0)
    written.append(decimal: number)
    #expect(written.text == String(number))
  }
}
