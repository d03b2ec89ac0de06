import Coordinator
import Foundation
import Testing

@testable import FlowsShell

/// The shell drives an app that is not the game: its own root, router, screens and options,
/// with no paths and no state.
@MainActor
@Suite struct AnyAppShellTests {
  /// A screen that takes `next` and `stop`.
  final class CounterScreen: ShellScreen {
    enum Action: Sendable {
      case next, stop
    }

    weak var flow: CounterFlow?
    let number: Int

    init(flow: CounterFlow, number: Int) {
      self.flow = flow
      self.number = number
    }

    var screenName: String { "Counter" }
    var messages: [String] { ["at \(number)"] }
    var actions: ScreenActions<Action> { Self.actionList }
    private static let actionList = ScreenActions<Action>([
      .action("next", .next), .action("stop", .stop),
    ])

    func perform(_ action: Action) {
      switch action {
      case .next: flow?.showNext()
      case .stop: flow?.finish()
      }
    }
  }

  /// A screen the shell can show but not act on.
  final class PlainScreen: Presentable {}

  /// A flow of counter screens, pushed one on another, and a plain one after `stop`.
  final class CounterFlow: BaseCoordinator {
    let router: StackRouter
    private var count = 0

    init(router: StackRouter) {
      self.router = router
    }

    override func start() {
      super.start()
      showNext()
    }

    func showNext() {
      count += 1
      router.push(CounterScreen(flow: self, number: count), owner: self)
    }
  }

  /// The app: a root over one counter flow; when it finishes, a plain screen is shown.
  final class CounterApp: BaseCoordinator, ShellApp {
    let router = StackRouter(isJournaling: false)
    var rootCoordinator: any FlowCoordinator { self }
    weak var flow: CounterFlow?

    override func start() {
      super.start()
      let flow = CounterFlow(router: router)
      self.flow = flow
      startChild(flow, on: router, animated: false) { [weak self] _ in
        self?.router.push(PlainScreen(), animated: false)
      }
    }
  }

  struct CounterOptions: ShellAppOptions, Equatable {
    var start = 0
    static let usages = [ShellOptionUsage("--start", value: "N", summary: "where to count from")]

    mutating func read(_ option: String, value: String) throws(ShellAppError) {
      guard let number = Int(value) else { throw ShellAppError("--start takes a number") }
      start = number
    }
  }

  @Test func linesRunOnTheAppsScreensAndEveryCommandWorks() throws {
    let app = CounterApp()
    app.start()
    weak let flow = app.flow
    let shell = HeadlessShell(app: app, name: "counter")
    let transcript = shell.run(
      bytes: Array(
        """
        next
        :tree
        :path
        :open /x
        :back
        :expect tree CounterApp(CounterFlow)
        jump
        stop
        :stack
        next

        """.utf8))
    #expect(
      transcript.output == """
        [SCREEN] Counter
          at 1
        [SCREEN] Counter
          at 2
        CounterApp
        └── CounterFlow [#1 Counter, #2 Counter]
        [SCREEN] Counter
          at 1
        [SCREEN] PlainScreen
        level 0: #3 PlainScreen

        """)
    #expect(
      transcript.errors == """
        counter: line 3: this app reads no paths
        counter: line 4: this app opens no paths
        counter: line 7: unknown action "jump" on Counter; try: next, stop
        counter: line 10: PlainScreen takes no actions from the shell

        """)
    #expect(transcript.status == 65)
    #expect(flow == nil)
  }

  @Test func helpListsTheScreensActionsAndNoPaths() {
    let app = CounterApp()
    app.start()
    let help = HeadlessShell(app: app).run(bytes: Array(":help\n".utf8)).output
    #expect(!help.contains("paths (for :open"))
    #expect(help.hasSuffix("actions on Counter:\n  next\n  stop\n"))
  }

  @Test func theCommandLineTakesTheAppsOptionsAndListsThem() throws {
    let commandLine = ShellCommandLine(
      ShellDescription(name: "counter", version: "2.0"), options: CounterOptions.self
    ) { _ in
      let app = CounterApp()
      app.start()
      return app
    }
    func run(_ arguments: [String], input: String = "") -> (String, String, FlowsShell.ExitStatus) {
      let stdout = CapturedOutput()
      let stderr = CapturedOutput()
      let status = ShellProgram(commandLine: commandLine).run(
        ShellProcess(
          arguments: arguments, environment: [:], standardInput: MemorySource(input),
          standardOutput: stdout, standardError: stderr))
      return (stdout.text, stderr.text, status)
    }
    #expect(run(["--version"]) == ("counter 2.0\n", "", .success))
    let (help, _, _) = run(["--help"])
    #expect(help.hasPrefix("usage: counter [options] [SCRIPT]\n\nDrives the app headless"))
    #expect(help.contains("\n  --start N         where to count from\n"))
    #expect(help.contains("(default $XDG_CONFIG_HOME/counter,\n"))
    #expect(
      run(["--start", "x"])
        == (
          "",
          "counter: --start takes a number\nusage: counter [options] [SCRIPT]\n"
            + "run 'counter --help' for the options\n", .usage
        ))
    #expect(
      run(["--quiet", "--start=3", "-"], input: "next\n:expect screen Counter\n")
        == ("", "", .success))
  }

  @Test func anAppWithoutAStateRefusesTheStateOptionAndTouchesNoFile() throws {
    let directory = try temporaryDirectory()
    let state = directory.appending(path: "state.json")
    try Data("mine\n".utf8).write(to: state)
    let commandLine = ShellCommandLine(ShellDescription(name: "counter")) { _ in
      let app = CounterApp()
      app.start()
      return app
    }
    let stdout = CapturedOutput()
    let stderr = CapturedOutput()
    let status = ShellProgram(commandLine: commandLine).run(
      ShellProcess(
        arguments: ["--quiet", "--state", state.path, "-"], environment: [:],
        standardInput: MemorySource("next\n"), standardOutput: stdout, standardError: stderr))
    #expect(status == .usage)
    #expect(stdout.text == "")
    #expect(
      stderr.text == "counter: option --state is not available: counter keeps no state\n"
        + "usage: counter [options] [SCRIPT]\nrun 'counter --help' for the options\n")
    #expect(try String(contentsOf: state, encoding: .utf8) == "mine\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["state.json"])
    let help = CapturedOutput()
    _ = ShellProgram(commandLine: commandLine).run(
      ShellProcess(
        arguments: ["--help"], environment: [:], standardInput: MemorySource(""),
        standardOutput: help, standardError: CapturedOutput()))
    #expect(!help.text.contains("--state"))
  }
}
