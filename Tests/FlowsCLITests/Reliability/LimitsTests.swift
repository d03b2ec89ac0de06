import Coordinator
import Foundation
import Testing

@testable import FlowsShell
@testable import GameApp

/// The limits, each at its value and just over it: a line of 65,536 bytes, a path of 4,096
/// bytes and 64 components, a router of `maximumDepth` screens. At the limit the input is
/// read and handled as any other; over it, it is rejected with a typed error, and the app is
/// where it was.
@MainActor
@Suite struct LimitsTests {
  /// A logged-in app on Main, its shell, and the secret of its first game (`--seed 7`: 39).
  private func loggedIn(maximumDepth: Int = StackRouter.defaultMaximumDepth) async -> (
    app: AppCoordinator, shell: ShellDispatcher
  ) {
    let app = AppCoordinator(
      router: StackRouter(isJournaling: false, maximumDepth: maximumDepth),
      environment: AppEnvironment(random: SeededRandom(seed: 7)))
    app.start()
    let shell = ShellDispatcher(app: app)
    _ = await shell.runToRest("login Ada")
    _ = await shell.runToRest("verify 123456")
    return (app, shell)
  }

  private func expectUnmoved(
    _ app: AppCoordinator, at path: AppPath, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(app.currentAppPath == path, sourceLocation: sourceLocation)
    #expect(app.navigation.currentPath.description == path.rawValue, sourceLocation: sourceLocation)
    #expect(app.router.violations(in: app) == [], sourceLocation: sourceLocation)
  }

  @Test func aLineOfTheLimitIsRunAndOneByteMoreIsRejectedUnread() throws {
    let directory = try temporaryDirectory()
    let open = ":open "
    let atLimit = open + "/main/" + String(repeating: "x", count: 65_536 - open.count - 6)
    #expect(atLimit.utf8.count == LineReader.maximumLineLength)
    let arguments = ["--quiet", "--data-dir", directory.appending(path: "data").path]

    let read = try FlowsBinary.run(
      arguments, input: Data((atLimit + "\n:path\n").utf8), in: directory)
    #expect(
      read
        == FlowsBinary.Run(
          stdout: Data("/login\n".utf8),
          stderr: Data(
            ("flows: line 1: unknown path /main/" + String(repeating: "x", count: 58)
              + "… (65530 bytes): the path is longer than 4096 bytes\n").utf8),
          status: 65))

    let over = try FlowsBinary.run(
      arguments, input: Data((atLimit + "x\n:path\n").utf8), in: directory)
    #expect(
      over
        == FlowsBinary.Run(
          stdout: Data("/login\n".utf8),
          stderr: Data("flows: line 1: line is longer than 65536 bytes\n".utf8), status: 65))
  }

  @Test func aPathOfTheLimitIsResolvedAndOneByteMoreIsRejectedUnparsed() async throws {
    let (app, shell) = await loggedIn()
    let atLimit = "/main/" + String(repeating: "x", count: FlowPath.maximumLength - 6)
    #expect(atLimit.utf8.count == 4_096)
    #expect(
      await shell.runToRest(":open " + atLimit)
        == .rejected(
          "unknown path /main/" + String(repeating: "x", count: 58) + "… (4096 bytes): "
            + #"/main has no ""# + String(repeating: "x", count: 114) + "…"))
    #expect(
      await shell.runToRest(":open " + atLimit + "x")
        == .rejected(
          "unknown path /main/" + String(repeating: "x", count: 58) + "… (4097 bytes): "
            + "the path is longer than 4096 bytes"))
    expectUnmoved(app, at: .main)
  }

  @Test func aPathOfTheMostComponentsIsResolvedAndOneMoreIsRejectedUnparsed() async throws {
    let (app, shell) = await loggedIn()
    let deepest =
      "/"
      + Array(repeating: "main", count: FlowPath.maximumComponentCount)
      .joined(separator: "/")
    #expect(
      await shell.runToRest(":open " + deepest)
        == .rejected(
          "unknown path " + deepest.prefix(64) + "… (320 bytes): "
            + #"/main has no "main""#))
    #expect(
      await shell.runToRest(":open " + deepest + "/main")
        == .rejected(
          "unknown path " + deepest.prefix(64) + "… (325 bytes): "
            + "the path has more than 64 components"))
    expectUnmoved(app, at: .main)
  }

  @Test func aScreenAtTheStackLimitIsShown() async throws {
    // Main, Game and Result: three screens on a router that holds three.
    let (app, shell) = await loggedIn(maximumDepth: 3)
    #expect(await shell.runToRest("play") == LineOutcome(display: .changed))
    #expect(await shell.runToRest("guess 39") == LineOutcome(display: .changed))
    #expect(app.router.depth == 3)
    expectUnmoved(app, at: .result)
    #expect(await shell.runToRest(":open /main/about/licenses") == LineOutcome(display: .changed))
    expectUnmoved(app, at: .licenses)
  }

  @Test func aScreenOverTheStackLimitIsRefusedAndItsLineRejected() async throws {
    let (app, shell) = await loggedIn(maximumDepth: 2)
    let refused = LineOutcome.rejected("the router holds at most 2 screens")

    #expect(await shell.runToRest("about") == LineOutcome(display: .changed))
    let about = try #require(app.mainFlow?.child(AboutFlowCoordinator.self))
    #expect(await shell.runToRest("licenses") == refused)
    expectUnmoved(app, at: .about)
    #expect(app.mainFlow?.child(AboutFlowCoordinator.self) === about)

    // A link goes as far as the limit lets it, and its path stays the stack's.
    #expect(await shell.runToRest("close") == LineOutcome(display: .changed))
    #expect(await shell.runToRest(":open /main/settings/profile") == refused)
    expectUnmoved(app, at: .settings)

    // Leaving a flow and showing another go as far as the limit lets them.
    #expect(await shell.runToRest(":open /main/game") == LineOutcome(display: .changed))
    weak let game = app.mainFlow?.child(GameFlowCoordinator.self)
    #expect(game != nil)
    #expect(await shell.runToRest(":open /main/about/licenses") == refused)
    #expect(game == nil)
    expectUnmoved(app, at: .about)
    #expect(
      CoordinatorTree(app).render(.line)
        == "AppCoordinator(MainFlowCoordinator(AboutFlowCoordinator))")
  }

  @Test func aFlowWhoseFirstScreenIsRefusedEndsAtOnce() async throws {
    let app = AppCoordinator(
      router: StackRouter(isJournaling: false, maximumDepth: 1),
      environment: AppEnvironment(random: SeededRandom(seed: 7)))
    app.start()
    let shell = ShellDispatcher(app: app)
    #expect(await shell.runToRest("login Ada") == .rejected("the router holds at most 1 screen"))
    expectUnmoved(app, at: .login)
    try app.restore(SavedState(path: "/main", isLoggedIn: true))
    expectUnmoved(app, at: .main)

    #expect(await shell.runToRest("play") == .rejected("the router holds at most 1 screen"))
    #expect(CoordinatorTree(app).render(.line) == "AppCoordinator(MainFlowCoordinator)")
    expectUnmoved(app, at: .main)
  }
}
