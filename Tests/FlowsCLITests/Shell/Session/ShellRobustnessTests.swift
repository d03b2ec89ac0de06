import Coordinator
import Testing

@testable import FlowsShell
@testable import GameApp

/// Random input, in-process: the shell never crashes, and the app's invariants hold after it.
@MainActor
@Suite struct ShellRobustnessTests {
  private static let words = [
    "login", "Ada", "verify", "123456", "000000", "cancel", "play", "settings", "about", "logout",
    "guess", "1", "50", "100", "-3", "99999999999999999999", "quit", "again", "done",
    "difficulty", "easy", "hard", "sound", "on", "off", "profile", "name", "licenses", "close",
    ":help", ":screen", ":tree", "--format", "json", "dot", ":stack", ":path", ":open", "/main",
    "/login", "/main/game/result", ":back", "--cancel", ":dismiss", ":expect", "screen", "path",
    "tree", "AppCoordinator(MainFlowCoordinator)", "(", ")", ",", "#", ":", "é", "🙂", "\t",
  ]

  /// A line of random words, sometimes with random bytes, sometimes very long.
  private static func line(_ random: inout SeededRandom) -> [UInt8] {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<5:
      return (0..<Int.random(in: 1...40, using: &random)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      }
    case 1:
      return Array(
        repeating: UInt8(ascii: "a"), count: Int.random(in: 65_530...65_540, using: &random))
    default:
      let count = Int.random(in: 1...4, using: &random)
      let line = (0..<count).map { _ in words.randomElement(using: &random) ?? "" }
      return Array(line.joined(separator: " ").utf8)
    }
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func randomLinesNeverBreakTheApp(seed: UInt64) async {
    var random = SeededRandom(seed: seed)
    var input: [UInt8] = []
    for _ in 0..<2_000 {
      input += Self.line(&random)
      input.append(Bool.random(using: &random) ? 0x0A : 0x0D)
      if input.last == 0x0D { input.append(0x0A) }
    }
    let app = AppCoordinator(
      router: StackRouter(isJournaling: false),
      environment: AppEnvironment(random: SeededRandom(seed: seed)))
    app.start()
    for json in [false, true] {
      let shell = Shell(
        dispatcher: ShellDispatcher(app: app), work: WorkAtRest(root: app, clock: nil),
        reader: LineReader(source: MemorySource(input, chunkSize: 4_096)),
        output: CapturedOutput(), errors: CapturedOutput(),
        configuration: Shell.Configuration(json: json))
      let summary = await shell.run()
      #expect(!summary.outputFailed && !summary.inputFailed)
      #expect(app.router.violations(in: app) == [])
      #expect(app.currentAppPath != nil)
    }
  }
}
