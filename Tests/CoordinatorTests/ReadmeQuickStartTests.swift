import Coordinator
import CoordinatorTesting
import FlowsShell
import Testing

// The README's quick start, its `main.swift` that runs it in the shell, and its test, compiled
// and run, so the listings cannot rot.

final class Home: Presentable {}  // a screen; its name in trees is its type name
final class Game: Presentable {}

final class GameFlow: BaseCoordinator {
  let router: any Router
  init(router: any Router) { self.router = router }

  override func start() {
    super.start()  // however its screen leaves (a button, the back button, a swipe), it ends
    router.push(Game(), owner: self, onPop: { [weak self] in self?.finish() })
  }
}

final class AppCoordinator: BaseCoordinator {
  let router = StackRouter()

  override func start() {
    super.start()
    router.setRoot(Home(), owner: self)
    startChild(GameFlow(router: router), on: router)  // when it ends: popped, then released
  }
}

extension AppCoordinator: ShellApp {}

/// The README's `main.swift` of MyApp, compiled here and never called: it would end the process.
@MainActor
func readmeMainSwift() {
  MainActor.assumeIsolated {
    ShellCommandLine(ShellDescription(name: "MyApp", version: "1.0")) { _ in AppCoordinator() }
      .runAndExit()
  }
}

@Test @MainActor func theBackButtonReleasesTheGameFlow() throws {
  let app = AppCoordinator()
  app.start()
  try FlowTester.run(root: app, router: app.router) { tester in
    tester.expectTree("AppCoordinator(GameFlow)")
    tester.expectStack("level 0: #1 Home, #2 Game")
    try tester.step { try app.router.goBack() }
    tester.expectTree("AppCoordinator")
    tester.expectEvents(["interactive pop of #2 Game began", "popped #2 Game (interactive)"])
  }  // and fails if GameFlow is still alive
}

@MainActor
@Suite struct ReadmeQuickStartTests {
  /// The README's session of MyApp in the shell: the command, then what it writes.
  static let session = #"""
    $ printf ':tree\n:back\n:tree\n' | .build/debug/MyApp --data-dir /tmp/myapp
    [SCREEN] Game
    AppCoordinator [#1 Home]
    └── GameFlow [#2 Game]
    [SCREEN] Home
    AppCoordinator [#1 Home]
    """#

  @Test func theShellSessionOfTheReadmeIsReal() async {
    let shell = HeadlessShell(app: AppCoordinator(), name: "MyApp")
    let transcript = await shell.run(bytes: Array(":tree\n:back\n:tree\n".utf8))
    let written = Self.session.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n"
    #expect(transcript == HeadlessTranscript(output: written, errors: "", status: 0))
    #expect(shell.app.childCoordinators.isEmpty)
  }

  @Test func theQuickStartsTreeAndTheBackButton() throws {
    let app = AppCoordinator()
    app.start()
    #expect(
      CoordinatorTree(app, router: app.router).render(.text) == """
        AppCoordinator [#1 Home]
        └── GameFlow [#2 Game]
        """)
    weak let game = app.childCoordinators.first
    #expect(game != nil)
    try app.router.goBack()
    #expect(game == nil)
    #expect(CoordinatorTree(app, router: app.router).render(.text) == "AppCoordinator [#1 Home]")
  }
}
