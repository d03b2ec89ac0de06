import FlowsShell
import GameApp
import Testing

/// `HeadlessSession.run(bytes:json:)`: raw bytes through the shell's reader, parser and renderers.
@MainActor
@Suite struct HeadlessSessionScriptTests {
  @Test func runsTheBytesAsTheShellRunsAScript() async {
    let session = HeadlessSession(seed: 7)
    let transcript = await session.run(bytes: Array("login Ada\n:path\n".utf8))
    #expect(transcript.status == 0)
    #expect(transcript.errors.isEmpty)
    #expect(transcript.output.hasPrefix("[SCREEN] Login\n"))
    #expect(transcript.output.hasSuffix("/login/otp\n"))
    #expect(session.path == "/login/otp")
  }

  @Test func readsBytesAsTheShellDoesAndExitsAsItWould() async {
    let session = HeadlessSession(seed: 7)
    let bytes: [UInt8] =
      [0xEF, 0xBB, 0xBF] + Array("# comment\r\n\r\nlogin Ada\r\n".utf8) + [0xC3, 0x28, 0x0A]
      + Array("verify 123456\n:quit\nplay\n".utf8)
    let transcript = await session.run(bytes: bytes)
    #expect(transcript.status == 65)
    #expect(transcript.errors == "flows: line 4: line is not valid UTF-8\n")
    // `:quit` ends the script: `play` never runs.
    #expect(session.path == "/main")
  }

  @Test func rendersOneJSONObjectPerLineAndGoesOnWhereTheSessionIs() async {
    let session = HeadlessSession(seed: 7)
    #expect(await session.run("login Ada"))
    let script = "verify 123456\n:expect path /login\n"
    let transcript = await session.run(bytes: Array(script.utf8), json: true)
    #expect(transcript.status == 1)
    #expect(transcript.errors.isEmpty)
    let lines = transcript.output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix(#"{"line":1,"input":"verify 123456","ok":true"#) == true)
    #expect(session.path == "/main")
  }
}
