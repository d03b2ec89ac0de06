import Foundation
import Testing

@testable import FlowsShell
@testable import GameApp

/// The whole program in-process: options, input, rendering, state and exit status.
@MainActor
@Suite struct ShellProgramTests {
  let directory: URL
  let options: [String]

  init() throws {
    directory = try temporaryDirectory()
    options = ["--seed", "1", "--data-dir", directory.appending(path: "data").path]
  }

  private let login = "[SCREEN] Login\n  Log in with your name.\n"
  private let otp = "[SCREEN] OTP\n  Enter the code we sent to your phone.\n"

  @Test func aScriptOnStandardInputRendersEachChangeAndExitsZero() async {
    let run = await runShell(options, input: "login Ada\n:path\n")
    #expect(run == ShellRun(stdout: login + otp + "/login/otp\n", stderr: "", status: .success))
  }

  @Test func aRejectedLineExits65AndAFailedExpectationExits1() async {
    await #expect(
      runShell(options, input: "nope\nlogin Ada\n")
        == ShellRun(
          stdout: login + otp,
          stderr: "flows: line 1: unknown action \"nope\" on Login; try: login NAME\n",
          status: .rejectedLine))
    await #expect(
      runShell(options, input: "nope\n:expect screen Main\n:expect screen Login\n").status
        == .expectationFailed)
  }

  @Test func strictStopsAtTheFirstRejectedLineOrFailedExpectation() async {
    await #expect(
      runShell(options + ["--strict"], input: "login Ada\n:back\n:back\n:dismiss\nverify 1\n")
        == ShellRun(
          stdout: login + otp + login,
          stderr: "flows: line 3: nothing to go back to\n", status: .rejectedLine))
    await #expect(
      runShell(options + ["--strict"], input: ":expect path /main\nlogin Ada\n")
        == ShellRun(
          stdout: login, stderr: "flows: line 1: expected path /main, actual /login\n",
          status: .expectationFailed))
  }

  @Test func quitEndsTheSessionAndTheLinesAfterItAreNotRead() async {
    await #expect(
      runShell(options, input: ":quit\nnope\n")
        == ShellRun(stdout: login, stderr: "", status: .success))
  }

  @Test func anInteractiveSessionPromptsWithThePathAndEndsZero() async {
    let run = await runShell(options, input: "login Ada\nnope\n", inputTerminal: true)
    #expect(
      run
        == ShellRun(
          stdout: login + "flows /login> " + otp + "flows /login/otp> flows /login/otp> \n",
          stderr: "flows: line 2: unknown action \"nope\" on OTP; try: verify CODE, cancel\n",
          status: .success))
  }

  @Test func strictEndsAnInteractiveSessionWithTheStatusOfTheFailure() async {
    let run = await runShell(
      options + ["--strict"], input: "nope\nlogin Ada\n", inputTerminal: true)
    #expect(
      run
        == ShellRun(
          stdout: login + "flows /login> ",
          stderr: "flows: line 1: unknown action \"nope\" on Login; try: login NAME\n",
          status: .rejectedLine))
  }

  @Test func standardInputAtATerminalNamedAsScriptGetsNoPrompt() async {
    let run = await runShell(options + ["-"], input: "login Ada\n", inputTerminal: true)
    #expect(run.stdout == login + otp)
  }

  @Test func jsonWritesOneObjectPerLineAndNoStartScreenOrPrompt() async {
    let run = await runShell(options + ["--json"], input: "\n# c\n:path\n", inputTerminal: true)
    #expect(
      run.stdout
        == #"{"line":3,"input":":path","ok":true,"screen":"Login","path":"/login","#
        + #""tree":"AppCoordinator(AuthFlowCoordinator)","messages":["Log in with your name."],"#
        + #""state":{"request":"idle"},"result":"/login","error":null}"# + "\n")
  }

  @Test func quietShowsCommandOutputAndErrorsOnly() async {
    let run = await runShell(
      options + ["--quiet"], input: "login Ada\n:path\n:screen\n:back\n:back\n")
    #expect(
      run
        == ShellRun(
          stdout: "/login/otp\n" + otp, stderr: "flows: line 5: nothing to go back to\n",
          status: .rejectedLine))
  }

  @Test func colourOnlyOnATerminalWithoutNoColor() async {
    let bold = "\u{1B}[1m"
    await #expect(runShell(options, outputTerminal: true).stdout.hasPrefix(bold))
    await #expect(
      runShell(options, environment: ["NO_COLOR": ""], outputTerminal: true).stdout.hasPrefix(
        bold))
    await #expect(
      runShell(options, environment: ["NO_COLOR": "1"], outputTerminal: true).stdout == login)
    await #expect(runShell(options + ["--no-color"], outputTerminal: true).stdout == login)
    await #expect(runShell(options).stdout == login)
  }

  @Test func outputThatCannotBeWrittenExits74() async {
    let run = await runShell(options, input: "login Ada\n", output: FailingOutput())
    #expect(
      run
        == ShellRun(
          stdout: "", stderr: "flows: cannot write standard output: No space left on device\n",
          status: .cannotWrite))
    await #expect(runShell(["--help"], output: FailingOutput()).status == .cannotWrite)
  }

  @Test func settingsThatCannotBeWrittenAreReportedAndExit74AfterTheWholeScript() async throws {
    let blocked = directory.appending(path: "blocked")
    try Data().write(to: blocked)
    let run = await runShell(
      ["--seed", "1", "--quiet", "--data-dir", blocked.path],
      input: "login Ada\nverify 123456\nsettings\nsound off\n:path\n")
    #expect(
      run
        == ShellRun(
          stdout: "/main/settings\n",
          stderr:
            "flows: line 4: cannot write \(blocked.path): cannot create the data directory\n",
          status: .cannotWrite))
  }

  @Test func settingsLiveInTheDataDirectory() async throws {
    let data = directory.appending(path: "data")
    _ = await runShell(options, input: "login Ada\nverify 123456\nsettings\ndifficulty easy\n")
    #expect(
      SettingsFile(directory: data).load().settings
        == Settings(difficulty: .easy, isSoundOn: true, profileName: "Player"))
  }

  @Test func theDefaultDataDirectoryIsXDGConfigHomeThenHome() {
    let process = { (environment: [String: String], home: String?) in
      ShellProcess(
        arguments: [], environment: environment, standardInput: MemorySource(""),
        standardOutput: CapturedOutput(), standardError: CapturedOutput(), homeDirectory: home)
    }
    let none = ShellOptions<GameOptions>()
    #expect(
      GameCommand.program.dataDirectory(
        none, in: process(["XDG_CONFIG_HOME": "/x", "HOME": "/h"], nil))
        == "/x/flows")
    #expect(
      GameCommand.program.dataDirectory(
        none, in: process(["XDG_CONFIG_HOME": "rel", "HOME": "/h"], nil))
        == "/h/.config/flows")
    #expect(
      GameCommand.program.dataDirectory(none, in: process([:], "/home/a"))
        == "/home/a/.config/flows")
    #expect(GameCommand.program.dataDirectory(none, in: process([:], nil)) == nil)
    var given = ShellOptions<GameOptions>()
    given.dataDirectory = "d"
    #expect(
      GameCommand.program.dataDirectory(given, in: process(["XDG_CONFIG_HOME": "/x"], nil)) == "d")
  }

  @Test func aCorruptSettingsFileIsAWarning() async throws {
    let data = directory.appending(path: "data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try Data("{".utf8).write(to: data.appending(path: "settings.json"))
    let run = await runShell(options + ["--quiet"])
    let file = data.appending(path: "settings.json").path
    #expect(
      run
        == ShellRun(
          stdout: "",
          stderr: "flows: warning: settings file \(file) is corrupt; moved it to "
            + "\(file).corrupt and using defaults\n", status: .success))
  }

  @Test func aScriptFileIsReadAndAMissingOneExits66() async throws {
    let script = directory.appending(path: "s.flows")
    try Data("login Ada\n".utf8).write(to: script)
    await #expect(runShell(options + [script.path]).stdout == login + otp)
    let missing = directory.appending(path: "missing.flows").path
    await #expect(
      runShell(options + [missing])
        == ShellRun(
          stdout: "", stderr: "flows: cannot read \(missing): No such file or directory\n",
          status: .noInput))
    // Refused before the session shows anything.
    await #expect(
      runShell(options + [directory.path])
        == ShellRun(
          stdout: "", stderr: "flows: cannot read \(directory.path): Is a directory\n",
          status: .noInput))
  }

  @Test func badOptionsExit64WithTheUsage() async {
    await #expect(
      runShell(["--colour"])
        == ShellRun(
          stdout: "",
          stderr: "flows: unknown option --colour\nusage: flows [options] [SCRIPT]\n"
            + "run 'flows --help' for the options\n", status: .usage))
  }

  @Test func helpAndVersionPrintAndExitZero() async {
    await #expect(
      runShell(["--version"]) == ShellRun(stdout: "flows 0.1.0\n", stderr: "", status: .success)
    )
    let help = await runShell(["--help"])
    #expect(help.status == .success && help.stderr == "")
    for option in [
      "--json", "--quiet", "--strict", "--seed N", "--otp-code CODE", "--data-dir DIR",
      "--state FILE", "--no-color", "--help", "--version",
    ] {
      #expect(help.stdout.contains(option), "\(option)")
    }
  }

  @Test func theStateIsSavedAtExitAndRestoredThroughTheOpenSeam() async throws {
    let state = directory.appending(path: "state.json")
    let stateOptions = options + ["--state", state.path, "--quiet"]
    await #expect(
      runShell(stateOptions, input: "login Ada\nverify 123456\nsettings\n").status == .success)
    #expect(
      try String(contentsOf: state, encoding: .utf8)
        == #"{"loggedIn":true,"path":"/main/settings","tabs":[]}"# + "\n")
    await #expect(
      runShell(stateOptions, input: ":path\n:tree --format line\n:stack\nprofile\n")
        == ShellRun(
          stdout: "/main/settings\nAppCoordinator(MainFlowCoordinator(SettingsFlowCoordinator))\n"
            + "level 0: #2 Main, #3 Settings\n",
          stderr: "", status: .success))
    #expect(
      try String(contentsOf: state, encoding: .utf8)
        == #"{"loggedIn":true,"path":"/main/settings/profile","tabs":[]}"# + "\n")
  }

  @Test func aSavedPathThatCannotBeOpenedIsAWarning() async throws {
    let state = directory.appending(path: "state.json")
    try Data(#"{"loggedIn":true,"path":"/main/game/result"}"#.utf8).write(to: state)
    await #expect(
      runShell(options + ["--state", state.path, "--quiet"], input: ":path\n")
        == ShellRun(
          stdout: "/main\n",
          stderr: "flows: warning: cannot restore the state in \(state.path): "
            + "cannot open /main/game/result: it is reached only by winning a game\n",
          status: .success))
    #expect(
      try String(contentsOf: state, encoding: .utf8)
        == #"{"loggedIn":true,"path":"/main","tabs":[]}"# + "\n")
  }

  @Test func aLinkWaitingForTheLoginIsSavedAndWaitsAgain() async throws {
    let state = directory.appending(path: "state.json")
    let stateOptions = options + ["--state", state.path, "--quiet"]
    await #expect(runShell(stateOptions, input: ":open /main/about\n").status == .success)
    #expect(
      try String(contentsOf: state, encoding: .utf8)
        == #"{"loggedIn":false,"path":"/login","pendingLink":"/main/about","tabs":[]}"# + "\n")
    await #expect(
      runShell(stateOptions, input: ":screen\nlogin Ada\nverify 123456\n:path\n")
        == ShellRun(
          stdout: "[SCREEN] Login\n  Log in with your name.\n  log in to continue\n/main/about\n",
          stderr: "", status: .success))
  }

  @Test func aStateThatCannotBeSavedExits74() async throws {
    let blocked = directory.appending(path: "blocked")
    try Data().write(to: blocked)
    let run = await runShell(options + ["--quiet", "--state", blocked.path + "/state.json"])
    #expect(run.status == .cannotWrite)
    #expect(run.stderr.hasPrefix("flows: cannot write \(blocked.path)/state.json"))
  }

  @Test func aCorruptStateFileIsAWarning() async throws {
    let state = directory.appending(path: "state.json")
    try Data("not json".utf8).write(to: state)
    await #expect(
      runShell(options + ["--quiet", "--state", state.path])
        == ShellRun(
          stdout: "",
          stderr: "flows: warning: cannot read state file \(state.path): it is not a state file; "
            + "moved it to \(state.path).corrupt\n",
          status: .success))
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: state.path + ".corrupt")) == Data("not json".utf8))
  }
}
