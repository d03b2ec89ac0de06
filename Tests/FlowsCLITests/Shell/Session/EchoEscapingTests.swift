import Coordinator
import Testing

@testable import FlowsShell

/// Whatever an app shows, its screen's name and messages, a command's output, its path at the
/// prompt, reaches the terminal with its control characters escaped, as errors do: the shell
/// does it once, for every app.
@MainActor
@Suite struct EchoEscapingTests {
  /// A screen that quotes what it was given, raw.
  final class EchoScreen: ShellScreen {
    enum Action: Sendable {
      case say(String)
    }

    var said = "nothing"

    var screenName: String { "Echo\u{1B}[2J" }
    var messages: [String] { ["said \(said)", "bell\u{07} del\u{7F} c1\u{9B}"] }
    var actions: ScreenActions<Action> { Self.actionList }
    private static let actionList = ScreenActions<Action>([
      .action("say", .text(length: 1...100)) { .say($0) }
    ])

    func perform(_ action: Action) {
      switch action {
      case .say(let text): said = text
      }
    }
  }

  /// An app of one echo screen whose path holds what it was last told, raw.
  final class EchoApp: BaseCoordinator, ShellApp {
    let router = StackRouter(isJournaling: false)
    let screen = EchoScreen()

    override func start() {
      super.start()
      router.push(screen)
    }

    var currentPath: FlowPath? { try? FlowPath(parsing: "/echo/" + screen.said) }
    var openablePaths: [FlowPath] { [] }
  }

  /// Runs `input` in an echo app, and checks that no raw control character but a line break
  /// reaches standard output or standard error.
  func run(_ input: String, json: Bool = false, interactive: Bool = false) async -> (String, String)
  {
    let app = EchoApp()
    app.start()
    let output = CapturedOutput()
    let errors = CapturedOutput()
    let shell = Shell(
      dispatcher: ShellDispatcher(app: app), work: WorkAtRest(root: app, clock: nil),
      reader: LineReader(source: MemorySource(Array(input.utf8))), output: output,
      errors: errors,
      configuration: Shell.Configuration(
        name: "echo", json: json, isInteractive: interactive))
    _ = await shell.run()
    for text in [output.text, errors.text] {
      let raw = text.unicodeScalars.filter { $0.isControl && $0 != "\n" }
      #expect(raw.isEmpty, "raw control characters \(raw.map(\.value)) in \(text)")
    }
    return (output.text, errors.text)
  }

  @Test func aScreenAndACommandsOutputAreEscapedInTextMode() async {
    let (output, errors) = await run("say \u{1B}]0;owned\u{07}\n:path\n:stack\n")
    #expect(
      output == #"""
        [SCREEN] Echo\u{1B}[2J
          said nothing
          bell\u{07} del\u{7F} c1\u{009B}
        [SCREEN] Echo\u{1B}[2J
          said \u{1B}]0;owned\u{07}
          bell\u{07} del\u{7F} c1\u{009B}
        /echo/\u{1B}]0;owned\u{07}
        level 0: #1 Echo\u{1B}[2J

        """#)
    #expect(errors == "")
  }

  @Test func theMessagesAreEscapedInJSONAsInText() async {
    let (output, _) = await run("say \u{1B}c\n", json: true)
    #expect(
      output
        == #"{"line":1,"input":"say \u001bc","ok":true,"screen":"Echo\\u{1B}[2J","#
        + #""path":"/echo/\u001bc","tree":"EchoApp","#
        + #""messages":["said \\u{1B}c","bell\\u{07} del\\u{7F} c1\\u{009B}"],"result":null,"#
        + #""error":null}"# + "\n")
  }

  @Test func thePathAtThePromptIsEscaped() async {
    let (output, _) = await run("say \u{1B}c\n", interactive: true)
    #expect(
      output == #"""
        [SCREEN] Echo\u{1B}[2J
          said nothing
          bell\u{07} del\u{7F} c1\u{009B}
        echo /echo/nothing> [SCREEN] Echo\u{1B}[2J
          said \u{1B}c
          bell\u{07} del\u{7F} c1\u{009B}
        echo /echo/\u{1B}c> 

        """#)
  }
}
