import Testing

@testable import FlowsShell
@testable import GameApp

@Suite struct OptionParserTests {
  private func options(_ arguments: String...) throws -> ShellOptions<GameOptions> {
    guard case .run(let options) = try OptionParser.parse(arguments, app: GameOptions.self) else {
      Issue.record("not a run: \(arguments)")
      return ShellOptions()
    }
    return options
  }

  private func error(_ arguments: String...) -> String? {
    do {
      _ = try OptionParser.parse(arguments, app: GameOptions.self)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func noArgumentsRunWithTheDefaults() throws {
    let defaults = try options()
    #expect(defaults == ShellOptions())
    #expect(defaults.appOptions.otpCode == "123456")
    #expect(
      defaults.script == nil && defaults.appOptions.seed == nil && defaults.dataDirectory == nil)
  }

  @Test func everyOptionIsRead() throws {
    var expected = ShellOptions<GameOptions>()
    expected.json = true
    expected.quiet = true
    expected.strict = true
    expected.noColor = true
    expected.appOptions.seed = 42
    expected.appOptions.otpCode = "9999"
    expected.dataDirectory = "/tmp/data"
    expected.stateFile = "state.json"
    expected.script = .file("session.flows")
    #expect(
      try options(
        "--json", "--quiet", "--strict", "--no-color", "--seed", "42", "--otp-code", "9999",
        "--data-dir", "/tmp/data", "--state", "state.json", "session.flows") == expected)
    #expect(
      try options(
        "session.flows", "--seed=42", "--otp-code=9999", "--data-dir=/tmp/data",
        "--state=state.json", "--json", "--quiet", "--strict", "--no-color") == expected)
  }

  @Test func scriptIsAFileOrStandardInput() throws {
    #expect(try options("-").script == .standardInput)
    #expect(try options("s.flows").script == .file("s.flows"))
    #expect(try options("--", "-").script == .file("-"))
    #expect(try options("--", "--json").script == .file("--json"))
    #expect(try options("--", "--json").json == false)
  }

  @Test func theLastOfARepeatedOptionWins() throws {
    #expect(try options("--seed", "1", "--seed", "2").appOptions.seed == 2)
  }

  @Test func helpAndVersion() throws {
    #expect(try OptionParser.parse(["--help"]) == .help)
    #expect(try OptionParser.parse(["-h"]) == .help)
    #expect(try OptionParser.parse(["--version"]) == .version)
    #expect(try OptionParser.parse(["--json", "--help"]) == .help)
    #expect(try OptionParser.parse(["--version", "--help"]) == .help)
    // A SCRIPT beside them is a mistake, not something to ignore.
    #expect(error("--help", "s.flows") == "--help takes no SCRIPT, not \"s.flows\"")
    #expect(error("--version", "extra") == "--version takes no SCRIPT, not \"extra\"")
    #expect(error("--version", "-") == "--version takes no SCRIPT, not \"-\"")
  }

  @Test func seedsAreWholeNumbersOfSixtyFourBits() throws {
    #expect(try options("--seed", "0").appOptions.seed == 0)
    #expect(try options("--seed", "18446744073709551615").appOptions.seed == UInt64.max)
    let message = "--seed takes a whole number from 0 to 18446744073709551615"
    #expect(error("--seed", "18446744073709551616") == message + ", not \"18446744073709551616\"")
    #expect(error("--seed", "1.5") == message + ", not \"1.5\"")
    #expect(error("--seed", "٣") == message + ", not \"٣\"")
    #expect(error("--seed=") == message + ", not \"\"")
    // A negative number is the option's value, out of range, not a missing one.
    #expect(error("--seed", "-1") == message + ", not \"-1\"")
    #expect(error("--seed", "--json") == "option --seed needs a value")
  }

  @Test func badCommandLinesAreErrors() {
    #expect(error("--bogus") == "unknown option --bogus")
    #expect(error("-x") == "unknown option -x")
    #expect(error("--help", "--bogus") == "unknown option --bogus")
    #expect(error("--seed") == "option --seed needs a value")
    #expect(error("--data-dir", "--json") == "option --data-dir needs a value")
    #expect(error("--state") == "option --state needs a value")
    #expect(error("--data-dir=") == "option --data-dir needs a directory")
    #expect(error("--state=") == "option --state needs a file")
    #expect(error("--json=yes") == "option --json takes no value")
    #expect(error("a.flows", "b.flows") == "more than one SCRIPT: a.flows, b.flows")
    #expect(error("-", "-") == "more than one SCRIPT: -, -")
    let code = "--otp-code takes 1 to 32 letters or digits"
    #expect(error("--otp-code", "12 34") == code)
    #expect(error("--otp-code=") == code)
    #expect(error("--otp-code", String(repeating: "1", count: 33)) == code)
    #expect(error("--otp-code", "12é4") == code)
  }
}
