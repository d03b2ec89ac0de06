import Coordinator
import FlowsShell
import Testing

// The listings of the doc comments of the `FlowsShell` module, compiled and, but for the one
// that exits the process, run. `DocCommentListingTests` (in `CoordinatorTests`) checks that
// they still match.

@MainActor
@Suite struct FlowsShellDocComment {
  final class GreetingViewModel {
    private(set) var name = "you"
    private(set) var nextTaps = 0

    func nameEntered(_ name: String) { self.name = name }

    func nextTapped() { nextTaps += 1 }
  }

  /// The listing of `ShellScreen.swift`.
  final class GreetingScreen: ShellScreen {
    enum Action: Sendable {
      case rename(String)
      case next
    }

    let viewModel: GreetingViewModel
    init(viewModel: GreetingViewModel) { self.viewModel = viewModel }

    var screenName: String { "Greeting" }
    var messages: [String] { ["Hello, \(viewModel.name)."] }
    var actions: ScreenActions<Action> { Self.actionList }
    private static let actionList = ScreenActions<Action>([
      .action("name", .word("NAME")) { .rename($0) },
      .action("next", .next),
    ])

    func perform(_ action: Action) {
      switch action {
      case .rename(let name): viewModel.nameEntered(name)
      case .next: viewModel.nextTapped()
      }
    }
  }

  /// An app of one greeting screen.
  final class NotesApp: BaseCoordinator, ShellApp {
    let router = StackRouter()
    let viewModel = GreetingViewModel()

    override func start() {
      super.start()
      router.setRoot(GreetingScreen(viewModel: viewModel), owner: self)
    }
  }

  /// The listings of `ShellScreen.swift` and `HeadlessShell.swift`.
  @Test func aScreensActionsAreTypedValues() async {
    let app = NotesApp()
    let transcript = await HeadlessShell(app: app, name: "notes").run(bytes: Array("next\n".utf8))
    // transcript.status == 0: every line was accepted
    #expect(transcript.status == 0 && transcript.errors.isEmpty)
    #expect(app.viewModel.nextTaps == 1)
    let shell = HeadlessShell(app: app, name: "notes")
    #expect(await shell.run("name Ann"))
    #expect(app.viewModel.name == "Ann")
    #expect(await !shell.run("name"))
  }

  /// The listing of `FlowExplorer.swift`: one screen, whose `next` leaves it where it is.
  @Test func anExplorerOfOneScreenFindsOnePlace() async {
    let exploration = await FlowExplorer(depth: 4) { _ in NotesApp() }.explore()
    // exploration.violations == []
    #expect(exploration.violations == [])
    #expect(exploration.summary == "explored 1 place, 4 moves, depth 4: 0 violations")
  }

  /// The listing of `ShellCommandLine.swift`, compiled only: it exits the process.
  static func notesMain() {
    let notes = ShellDescription(name: "notes", version: "1.0")
    MainActor.assumeIsolated {
      ShellCommandLine(notes) { _ in NotesApp() }.runAndExit()
    }
  }

  @Test func aCommandLineRunsTheApp() async {
    let notes = ShellDescription(name: "notes", version: "1.0")
    let command = ShellCommandLine(notes) { _ in NotesApp() }
    await #expect(command.run(arguments: ["-"], input: Array("next\n".utf8)).status == 0)
  }

  enum Difficulty: String, CaseIterable {
    case easy, hard
  }

  /// The listing of `ActionArgument.swift`.
  @Test func anArgumentsFormIsItsName() {
    let name: ActionArgument<String> = .word("NAME", rule: "1 to 32 letters") { $0.count <= 32 }
    let guess: ActionArgument<Int> = .integer("N", in: 1...100)
    let sound: ActionArgument<Bool> = .choice(["on": true, "off": false])
    let level: ActionArgument<Difficulty> = .choice(of: Difficulty.self)
    #expect(name.name == "NAME" && name.rule == "1 to 32 letters")
    #expect(guess.rule == "a whole number from 1 to 100")
    #expect(sound.name == "on|off" && sound.choices == ["on", "off"])
    #expect(level.name == "easy|hard")
  }

  /// The listing of `ShellAppOptions.swift`.
  struct GameOptions: ShellAppOptions {
    var seed: UInt64?

    static let usages = [ShellOptionUsage("--seed", value: "N", summary: "the game's seed")]

    mutating func read(_ option: String, value: String) throws(ShellAppError) {
      guard let seed = UInt64(value) else {
        throw ShellAppError("--seed takes a whole number, not \"\(value)\"")
      }
      self.seed = seed
    }
  }

  @Test func anOptionIsReadOrRejectedWithAReason() throws {
    var options = GameOptions()
    try options.read("--seed", value: "42")
    #expect(options.seed == 42)
    #expect(throws: ShellAppError("--seed takes a whole number, not \"x\"")) {
      try options.read("--seed", value: "x")
    }
  }
}
