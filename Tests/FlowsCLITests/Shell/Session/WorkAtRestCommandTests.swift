import Testing

@testable import FlowsShell
@testable import GameApp
@testable import ShelfApp

/// `--settle`, `--clock`, `--latency` and `:wait` of `flows`, run in-process.
@MainActor
@Suite struct WorkAtRestCommandTests {
  @Test func withATestClockASlowLoginTakesNoRealTimeAndWaitsForWait() async throws {
    let directory = try temporaryDirectory()
    // A settle of ten minutes: were the clock real, the first line would show OTP.
    let run = await runShell(
      [
        "--seed", "7", "--clock", "test", "--latency", "8000", "--settle", "600", "--quiet",
        "--data-dir", directory.path,
      ],
      input: """
        login ada
        :screen
        :wait 7999ms
        :screen
        :wait 1ms
        :path
        verify 123456
        :screen
        :wait 8s
        :path

        """)
    #expect(
      run.stdout == """
        [SCREEN] Login
          Log in with your name.
          Logging in…
        [SCREEN] Login
          Log in with your name.
          Logging in…
        /login/otp
        [SCREEN] OTP
          Enter the code we sent to your phone.
          Checking the code…
        /main

        """)
    #expect(run.stderr == "")
    #expect(run.status == .success)
  }

  @Test func aFindWhileASearchRunsCancelsIt() async throws {
    let directory = try temporaryDirectory()
    let shelf = ShellCommandLine(ShelfCommand.description, options: ShelfOptions.self) {
      ShelfCommand.makeApp($0)
    }
    let run = await shelf.run(
      arguments: [
        "--app", "shelf", "--clock", "test", "--latency", "1000", "--data-dir", directory.path,
      ],
      input: Array("start\n:tab search\nfind dune\nfind darkness\n:wait 1s\n:path\n".utf8))
    #expect(
      run.output == """
        [SCREEN] Welcome
          Welcome to your shelf.
        [SCREEN] BookList
          #1 Dune — Frank Herbert
          #2 Neuromancer — William Gibson
          #3 The Left Hand of Darkness — Ursula K. Le Guin
        [SCREEN] Search
          find a book by its title or author
        [SCREEN] Search
          Searching for "dune"…
        [SCREEN] Search
          Searching for "darkness"…
        [SCREEN] Results
          #3 The Left Hand of Darkness — Ursula K. Le Guin
        /search/darkness

        """)
    #expect(run.errors == "")
    #expect(run.status == 0)
  }

  @Test(arguments: [
    ("2", "invalid duration \"2\"; try a number and ms, s, m or h, up to 1h, such as 2s"),
    ("1.5.0s", "invalid duration \"1.5.0s\"; try a number and ms, s, m or h, up to 1h, such as 2s"),
    ("61m", "invalid duration \"61m\"; try a number and ms, s, m or h, up to 1h, such as 2s"),
    ("-1s", "invalid duration \"-1s\"; try a number and ms, s, m or h, up to 1h, such as 2s"),
    ("s", "invalid duration \"s\"; try a number and ms, s, m or h, up to 1h, such as 2s"),
  ])
  func aBadDurationIsRejectedAndChangesNothing(text: String, error: String) async {
    let run = await runShell(
      ["--seed", "7", "--quiet", "--clock", "test"], input: ":wait \(text)\n")
    #expect(run.stdout == "")
    #expect(run.stderr.hasSuffix("flows: line 1: \(error)\n"))
    #expect(run.status == .rejectedLine)
  }

  @Test func durationsAreReadInEveryUnit() throws {
    #expect(try LineParser.duration("250ms") == .milliseconds(250))
    #expect(try LineParser.duration("1.5s") == .milliseconds(1500))
    #expect(try LineParser.duration("3m") == .seconds(180))
    #expect(try LineParser.duration("1h") == .seconds(3600))
    #expect(try LineParser.duration("0s") == .zero)
    #expect(throws: LineParseError.self) { try LineParser.duration("3600001ms") }
  }

  @Test(arguments: [
    (["--settle", "x"], "option --settle takes a number of seconds from 0 to 600, not \"x\""),
    (["--settle", "601"], "option --settle takes a number of seconds from 0 to 600, not \"601\""),
    (["--settle", "1e2"], "option --settle takes a number of seconds from 0 to 600, not \"1e2\""),
    (["--clock", "fast"], "option --clock takes live or test, not \"fast\""),
    (["--latency", "10001"], "--latency takes milliseconds from 0 to 10000, not \"10001\""),
  ])
  func aBadOptionIsAUsageError(arguments: [String], error: String) async {
    let run = await runShell(arguments)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("flows: \(error)\n"))
    #expect(run.status == .usage)
  }

  @Test func settleAcceptsDecimals() throws {
    #expect(try OptionParser.settle("0") == .zero)
    #expect(try OptionParser.settle("0.25") == .milliseconds(250))
    #expect(try OptionParser.settle("600") == .seconds(600))
  }
}
