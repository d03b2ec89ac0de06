import Foundation
import Testing

@testable import FlowsShell
@testable import GameApp
@testable import ShelfApp

/// Messages a person can act on: the word they likely meant, the command they knew from other
/// programs, and the app an option belongs to.
@MainActor
@Suite struct SuggestionTests {
  @Test(arguments: [
    ("--jsno", ["--json", "--quiet"], "--json"),
    ("verfy", ["verify", "cancel"], "verify"),
    (":hepl", [":help", ":path"], ":help"),
    ("--sed", ["--seed", "--state"], "--seed"),
    ("LOGIN", ["login"], "login"),
  ])
  func aWordOneOrTwoEditsAwayIsSuggested(typed: String, candidates: [String], meant: String) {
    #expect(Spelling.closest(to: typed, among: candidates) == meant)
  }

  @Test(arguments: [
    ("-x", ["-h"]),  // too short to go by
    ("nope", ["open"]),  // two edits in four letters
    ("bat", ["bar", "bag"]),  // two as close
    ("quantum", ["quit"]),  // too far
  ])
  func noWordIsSuggestedWhenNoneIsClearlyMeant(typed: String, candidates: [String]) {
    #expect(Spelling.closest(to: typed, among: candidates) == nil)
  }

  @Test func theShellSuggestsWhatALineMeant() async {
    let run = await runShell(
      ["--seed", "1", "--data-dir", "/dev/null/none"],
      input: "logn Ada\nhelp\nexit\n:quti\nlogin Ada\nverfy 123456\n")
    let expected: [String] = [
      #"flows: line 1: unknown action "logn" on Login; try: login NAME; did you mean login?"#,
      #"flows: line 2: unknown action "help" on Login; try: login NAME; the shell's commands "#
        + "start with a colon: :help",
      #"flows: line 3: unknown action "exit" on Login; try: login NAME; to leave, type :quit "#
        + "or press Ctrl-D",
      #"flows: line 4: unknown command ":quti"; try :help; did you mean :quit?"#,
      #"flows: line 6: unknown action "verfy" on OTP; try: verify CODE, cancel; did you "#
        + "mean verify?",
    ]
    let lines = run.stderr.split(separator: "\n").map(String.init).filter { $0.contains("line") }
    #expect(lines == expected)
  }

  @Test func anOptionAndAScriptNamedLikeACommandGetAHint() async throws {
    await #expect(
      runShell(["--jsno"]).stderr
        == "flows: unknown option --jsno; did you mean --json?\n"
        + "usage: flows [options] [SCRIPT]\nrun 'flows --help' for the options\n")
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = FileManager.default.currentDirectoryPath + "/help"
    try #require(!FileManager.default.fileExists(atPath: missing))
    let run = await runShell(["help"])
    #expect(run.status == .noInput)
    #expect(
      run.stderr
        == "flows: cannot read help: No such file or directory; for the options, run "
        + "'flows --help'\n")
  }

  @Test(arguments: ["--seed", "--otp-code"])
  func theGamesOptionsAreRefusedByTheShelfNamingTheGame(option: String) async {
    let shelf = ShellCommandLine(ShelfCommand.description, options: ShelfOptions.self) {
      ShelfCommand.makeApp($0)
    }
    let transcript = await shelf.run(arguments: ["--app", "shelf", option, "1"])
    #expect(transcript.status == 64)
    #expect(
      transcript.errors.hasPrefix(
        "flows: option \(option) belongs to the game app (the default, --app game)\n"))
  }
}

/// `:help` lists `:tab` in an app whose tabs come later, before they are shown.
@MainActor
@Suite struct TabHelpTests {
  @Test func theShelfsHelpAtWelcomeListsTabAsNotYetThere() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let shelf = ShellCommandLine(ShelfCommand.description, options: ShelfOptions.self) {
      ShelfCommand.makeApp($0)
    }
    let data = directory.appending(path: "data").path
    let help = await shelf.run(
      arguments: ["--data-dir", data, "--quiet"], input: Array(":help\n".utf8))
    let tabLines = help.output.split(separator: "\n").filter { $0.contains(":tab") }
    #expect(
      tabLines == [
        "  :tab NAME            tap tab NAME of the tab bar; the selected tab pops to its root "
          + "(no tabs yet)"
      ])
    // The game has no tabs, now or later: no `:tab`.
    await #expect(!runShell(["--quiet"], input: ":help\n").stdout.contains(":tab"))
  }
}
