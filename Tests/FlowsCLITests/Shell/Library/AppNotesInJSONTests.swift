import Coordinator
import Foundation
import Testing

@testable import FlowsShell

/// In `--json`, the answer to a line after which the app had notes carries them as
/// `warnings`, its write failure first, as stderr says them; notes at start belong to no line.
@MainActor
@Suite struct AppNotesInJSONTests {
  typealias NotingApp = AnyAppShellTests.NotingApp<AnyAppShellTests.Mark>

  @Test func aLinesNotesAreInItsAnswerAndStillOnStandardError() async {
    let app = NotingApp(
      state: nil,
      notes: [
        ShellNotes(warnings: ["at start"]),
        ShellNotes(
          warnings: ["shelf file /d/shelf.json is corrupt; moved it to /d/shelf.json.corrupt"],
          writeFailure: "cannot write /d/shelf.json: No space left on device"),
        ShellNotes(),
        ShellNotes(warnings: ["a \u{1B}[2J warning"]),
      ])
    let transcript = await ShellCommandLine(ShellDescription(name: "noting", version: "1")) { _ in
      app
    }
    .run(
      arguments: ["--json", "-"], input: Array(":stack\n:stack\n:path\n".utf8),
      environment: ["HOME": "/nowhere"])
    let tree = CoordinatorTree.line(of: app)
    let start = #"{"line":1,"input":":stack","ok":true,"screen":"PlainScreen","path":null,"#
    #expect(
      transcript
        == HeadlessTranscript(
          output: start + #""tree":"\#(tree)","messages":[],"result":"level 0: #1 PlainScreen","#
            + #""error":null,"warnings":["cannot write /d/shelf.json: No space left on device","#
            + #""shelf file /d/shelf.json is corrupt; moved it to /d/shelf.json.corrupt"]}"# + "\n"
            + #"{"line":2,"input":":stack","ok":true,"screen":"PlainScreen","path":null,"#
            + #""tree":"\#(tree)","messages":[],"result":"level 0: #1 PlainScreen","#
            + #""error":null}"# + "\n"
            + #"{"line":3,"input":":path","ok":false,"screen":"PlainScreen","path":null,"#
            + #""tree":"\#(tree)","messages":[],"result":null,"#
            + #""error":"this app reads no paths","warnings":["a \\u{1B}[2J warning"]}"# + "\n",
          errors: """
            noting: warning: at start
            noting: line 1: cannot write /d/shelf.json: No space left on device
            noting: line 1: warning: shelf file /d/shelf.json is corrupt; moved it to /d/shelf.json.corrupt
            noting: line 3: warning: a \\u{1B}[2J warning

            """, status: 74))
  }
}
