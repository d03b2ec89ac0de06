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
    let router: any Router
    private var count: Int

    init(router: any Router, from start: Int) {
      self.router = router
      count = start
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
    weak var flow: CounterFlow?
    private let first: Int

    init(from first: Int = 0) {
      self.first = first
    }

    override func start() {
      super.start()
      let flow = CounterFlow(router: router, from: first)
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

  @Test func linesRunOnTheAppsScreensAndEveryCommandWorks() async throws {
    let app = CounterApp()
    app.start()
    weak let flow = app.flow
    let shell = HeadlessShell(app: app, name: "counter")
    let transcript = await shell.run(
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

  @Test func helpListsTheScreensActionsAndNoPaths() async {
    let app = CounterApp()
    app.start()
    let help = await HeadlessShell(app: app, name: "counter").run(bytes: Array(":help\n".utf8))
      .output
    #expect(!help.contains("paths (for :open"))
    #expect(help.hasSuffix("actions on Counter:\n  next\n  stop\n"))
  }

  @Test func theCommandLineTakesTheAppsOptionsListsThemAndStartsTheApp() async throws {
    // The app is made, not started: the shell starts it.
    let commandLine = ShellCommandLine(
      ShellDescription(name: "counter", version: "2.0"), options: CounterOptions.self
    ) { launch in CounterApp(from: launch.options.start) }
    await #expect(
      commandLine.run(arguments: ["--version"])
        == HeadlessTranscript(output: "counter 2.0\n", errors: "", status: 0))
    await #expect(
      commandLine.run(arguments: ["--help"]).output == """
        usage: counter [options] [SCRIPT]

        Drives the app headless one line at a time: from SCRIPT, from standard input
        (SCRIPT `-`, or a pipe), or at a terminal with a prompt. A line is a screen
        action or a shell command starting with `:`; type `:help` for both.

        options:
          --json            one JSON object per input line on stdout
          --quiet           no screen rendering; shell command output and errors only
          --strict          stop at the first rejected line or failed expectation
          --start N         where to count from
          --data-dir DIR    where the app's files live (default $XDG_CONFIG_HOME/counter,
                            else ~/.config/counter)
          --explore N       explore instead of reading lines: every place within N
                            lines of the start (1 to 12), each checked
          --map FILE        with --explore: draw the places reached, as .html,
                            .dot or .mmd
          --settle SECONDS  after each line, wait at most SECONDS (0 to 600; default
                            5) for the app's work to come to rest
          --clock KIND      the app's clock: live (the default) runs in real time;
                            test moves only when :wait lets time pass
          --no-color        no ANSI colour; colour is off anyway when stdout is not
                            a terminal, NO_COLOR is set and not empty, or TERM=dumb
          -h, --help        print this help and exit
          --version         print the version and exit

        exit status:
          0   every line accepted and every expectation held
          1   an expectation failed, or --explore found a violation
          64  bad options
          65  a line was rejected (and no expectation failed)
          66  SCRIPT cannot be read
          74  output, the app's files or state cannot be written
          129 the session ended on SIGHUP (its terminal closed)
          130 the session ended on SIGINT (Ctrl-C)
          143 the session ended on SIGTERM

        """)
    await #expect(
      commandLine.run(arguments: ["--start", "x"])
        == HeadlessTranscript(
          output: "",
          errors: "counter: --start takes a number\nusage: counter [options] [SCRIPT]\n"
            + "run 'counter --help' for the options\n", status: 64))
    await #expect(
      commandLine.run(
        arguments: ["--quiet", "--start=3", "--strict", "-"],
        input: Array("next\n:screen\n:expect screen Nowhere\nnext\n".utf8))
        == HeadlessTranscript(
          output: "[SCREEN] Counter\n  at 5\n",
          errors: "counter: line 3: expected screen Nowhere, actual Counter\n", status: 1))
  }

  @Test func anAppMadeButNotStartedIsStartedOnce() {
    let app = CounterApp()
    let shell = HeadlessShell(app: app, name: "counter")
    #expect(app.lifecycle == .running)
    #expect(shell.screen == "Counter")
    let started = CounterApp()
    started.start()
    _ = HeadlessShell(app: started, name: "counter")
    #expect(started.router.stack.description == "level 0: #1 Counter")
  }

  @Test func anAppWithoutAStateRefusesTheStateOptionAndTouchesNoFile() async throws {
    let directory = try temporaryDirectory()
    let state = directory.appending(path: "state.json")
    try Data("mine\n".utf8).write(to: state)
    let commandLine = ShellCommandLine(ShellDescription(name: "counter", version: "2.0")) { _ in
      let app = CounterApp()
      app.start()
      return app
    }
    let stdout = CapturedOutput()
    let stderr = CapturedOutput()
    let status = await ShellProgram(commandLine: commandLine).run(
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
  }

  /// An app that keeps `State` as its state, tells what it is asked to, and can fail to
  /// restore.
  final class NotingApp<State: Codable & Sendable>: BaseCoordinator, ShellApp {
    let router = StackRouter(isJournaling: false)
    var state: State?
    var notes: [ShellNotes]
    var restored: [State] = []
    var restoreError: ShellAppError?
    let dataDirectory: URL?

    init(state: State?, notes: [ShellNotes] = [], dataDirectory: URL? = nil) {
      self.state = state
      self.notes = notes
      self.dataDirectory = dataDirectory
    }

    override func start() {
      super.start()
      router.push(PlainScreen())
    }

    var savedState: State? { state }
    func restore(_ state: State) throws {
      restored.append(state)
      if let restoreError { throw restoreError }
    }
    func takeNotes() -> ShellNotes { notes.isEmpty ? ShellNotes() : notes.removeFirst() }
  }

  struct Mark: Codable, Equatable, Sendable {
    var mark: Int
  }

  private func run<State>(
    _ app: NotingApp<State>, _ arguments: [String], input: String = ""
  ) async -> HeadlessTranscript {
    await ShellCommandLine(ShellDescription(name: "noting", version: "1")) { _ in app }
      .run(arguments: arguments, input: Array(input.utf8), environment: ["HOME": "/nowhere"])
  }

  @Test func notesAtStartAfterTheRestoreAndAfterALineGoToStandardErrorAndAFailureIs74() async throws
  {
    let state = try temporaryDirectory().appending(path: "state.json")
    try Data(#"{"mark":1}"#.utf8).write(to: state)
    let app = NotingApp<Mark>(
      state: Mark(mark: 2),
      notes: [
        ShellNotes(warnings: ["at start"]),
        ShellNotes(warnings: ["after the restore"], writeFailure: "cannot write x"),
        ShellNotes(),
        ShellNotes(warnings: ["after line 2"]),
      ])
    app.restoreError = ShellAppError("mark 1 is gone")
    await #expect(
      run(app, ["--quiet", "--state", state.path, "-"], input: ":path\n:stack\n")
        == HeadlessTranscript(
          output: "level 0: #1 PlainScreen\n",
          errors: """
            noting: warning: at start
            noting: warning: cannot restore the state in \(state.path): mark 1 is gone
            noting: warning: after the restore
            noting: cannot write x
            noting: line 1: this app reads no paths
            noting: line 2: warning: after line 2

            """, status: 74))
    #expect(app.restored == [Mark(mark: 1)])
    #expect(try String(contentsOf: state, encoding: .utf8) == #"{"mark":2}"# + "\n")
  }

  @Test func aStateThatIsNotAnObjectIsNotWrittenAndNoFileIsLost() async throws {
    let state = try temporaryDirectory().appending(path: "state.json")
    try Data(#"{"old":true}"#.utf8).write(to: state)
    let app = NotingApp<[String]>(state: ["a", "b"])
    await #expect(
      run(app, ["--quiet", "--state", state.path, "-"])
        == HeadlessTranscript(
          output: "",
          errors: "noting: warning: cannot read state file \(state.path): it is not a state "
            + "file; moved it to \(state.path).corrupt\n"
            + "noting: cannot write \(state.path): the app's state is not a JSON object noting "
            + "reads back\n", status: 74))
    #expect(!FileManager.default.fileExists(atPath: state.path))
    #expect(
      try String(contentsOfFile: state.path + ".corrupt", encoding: .utf8) == #"{"old":true}"#)
  }

  @Test func theAppGetsItsDataDirectoryUnderItsOwnName() async {
    var given: [URL?] = []
    let commandLine = ShellCommandLine(ShellDescription(name: "noting", version: "1")) { launch in
      given.append(launch.dataDirectory)
      return NotingApp<Mark>(state: nil)
    }
    _ = await commandLine.run(arguments: ["-"], environment: ["HOME": "/home/a"])
    _ = await commandLine.run(
      arguments: ["-"], environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"])
    _ = await commandLine.run(arguments: ["--data-dir", "/d", "-"], environment: [:])
    _ = await commandLine.run(arguments: ["-"], environment: [:])
    #expect(
      given.map { $0?.path } == ["/home/a/.config/noting", "/x/noting", "/d", nil])
  }
}
