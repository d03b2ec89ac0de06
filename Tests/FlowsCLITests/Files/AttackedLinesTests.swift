import Foundation
import Testing

/// Findings 7 and 8 of the attack, at the shell: a deep `:expect tree` on a small stack, a
/// won game left by `:back`, control characters echoed, a byte order mark at the limit, and
/// three command lines that said the wrong thing.
@Suite struct AttackedLinesTests {
  let directory: URL

  init() throws {
    directory = try temporaryDirectory()
  }

  private func run(
    _ arguments: [String], _ input: String, setup: String? = nil
  ) throws -> (status: Int32, stdout: String, stderr: String) {
    let shell = try DrivenShell(
      ["--data-dir", directory.appending(path: "data").path] + arguments, in: directory,
      setup: setup)
    // Standard output is read beside, so that neither pipe can fill while the other is read.
    let reader = OutputReader(shell.output.fileHandleForReading)
    try shell.input.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try shell.input.fileHandleForWriting.close()
    let end = shell.wait()
    let output = reader.finish()
    #expect(end.reason == .exit)
    return (end.status, String(decoding: output, as: UTF8.self), end.stderr)
  }

  /// The longest one-line tree a line holds, `A(A(…A…))`, compared and freed on a 2 MiB
  /// stack, as the attack ran the release binary.
  @Test func aTreeAsDeepAsALineHoldsIsComparedAndFreedOnASmallStack() throws {
    let depth = 21_840
    let tree =
      String(repeating: "A(", count: depth - 1) + "A" + String(repeating: ")", count: depth - 1)
    let line = ":expect tree " + tree
    #expect(line.utf8.count <= 65_536)
    let run = try run(["--quiet"], line + "\n", setup: "ulimit -s 2048")
    #expect(run.status == 1)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("flows: line 1: expected tree A(A(A("))
    #expect(run.stderr.hasSuffix(")))), actual AppCoordinator(AuthFlowCoordinator)\n"))
  }

  @Test func backFromAWonGameStartsANewOneAndTheStateSaysWhereTheSessionWas() throws {
    let state = directory.appending(path: "state.json").path
    // With --seed 7 the first secret is 39.
    let first = try run(
      ["--quiet", "--seed", "7", "--state", state],
      "login Ada\nverify 123456\nplay\nguess 39\n:back\n:path\nguess 50\n:screen\n")
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stderr == "")
    #expect(
      first.stdout.hasPrefix(
        "/main/game\n[SCREEN] Game\n  Guess a number between 1 and 100.\n  too "))
    let saved = try String(contentsOf: URL(fileURLWithPath: state), encoding: .utf8)
    #expect(saved.contains(#""path":"/main/game""#))
    #expect(!saved.contains("correct"))
    let second = try run(["--quiet", "--seed", "8", "--state", state], ":path\n:screen\n")
    #expect(second.status == 0)
    #expect(second.stderr == "")
    #expect(second.stdout.hasPrefix("/main/game\n[SCREEN] Game\n"))
  }

  @Test func aWonGameSavedAtTheGameScreenByAnOlderVersionGivesWayToANewGame() throws {
    let state = directory.appending(path: "state.json")
    try Data(
      (#"{"game":{"difficulty":"normal","hint":"correct","secret":39,"tries":1},"#
        + #""loggedIn":true,"path":"/main/game"}"#).utf8
    ).write(to: state)
    let run = try run(["--quiet", "--seed", "7", "--state", state.path], ":path\n:screen\n")
    #expect(
      run.stdout == "/main/game\n[SCREEN] Game\n  Guess a number between 1 and 100.\n")
    #expect(run.stderr == "")
  }

  @Test func controlCharactersInEveryEchoedMessageAreEscaped() throws {
    let escape = "\u{1B}[2J\u{07}\u{08}\u{7F}"
    let shown = #"\u{1B}[2J\u{07}\u{08}\u{7F}"#
    let lines = [
      "go\(escape)", ":go\(escape)", ":tree --format \(escape)", ":expect screen \(escape)",
      ":expect path /\(escape)", ":expect tree A\(escape)", "login \(escape)",
    ]
    let run = try run(["--quiet"], lines.joined(separator: "\n") + "\n")
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        flows: line 1: unknown action "go\(shown)" on Login; try: login NAME
        flows: line 2: unknown command ":go\(shown)"; try :help
        flows: line 3: unknown tree format "\(shown)"; try: text, line, mermaid, dot, json
        flows: line 4: expected screen \(shown), actual Login
        flows: line 5: expected path /\(shown), actual /login
        flows: line 6: not a one-line tree: column 3: unexpected "[" after the tree
        flows: line 7: a name is 1 to 32 of the letters A-Z and a-z, digits, _ and -

        """)
    #expect(!run.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test func aByteOrderMarkDoesNotCountTowardTheFirstLine() throws {
    // A comment of exactly the limit after the mark, then a line that runs.
    let comment = "#" + String(repeating: "x", count: 65_535)
    let run = try run(["--quiet"], "\u{FEFF}" + comment + "\n:path\n")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "/login\n")
    let over = try self.run(["--quiet"], "\u{FEFF}" + comment + "x\n:path\n")
    #expect(over.status == 65)
    #expect(over.stderr.hasPrefix("flows: line 1: "))
  }

  @Test func commandLinesSayWhatIsWrong() throws {
    let negative = try run(["--seed", "-1"], "")
    #expect(negative.status == 64)
    #expect(
      negative.stderr.hasPrefix(
        "flows: --seed takes a whole number from 0 to 18446744073709551615, not \"-1\"\n"))
    let extra = try run(["--version", "extra"], "")
    #expect(extra.status == 64)
    #expect(extra.stdout == "")
    #expect(extra.stderr.hasPrefix("flows: --version takes no SCRIPT, not \"extra\"\n"))
    let folder = try run([directory.path], "")
    #expect(
      folder == (66, "", "flows: cannot read \(directory.path): Is a directory\n"))
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class OutputReader: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func finish() -> Data {
    done.wait()
    return data
  }
}
