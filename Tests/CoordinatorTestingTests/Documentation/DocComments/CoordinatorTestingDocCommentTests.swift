import Coordinator
import CoordinatorTesting
import Testing

// The listings of the doc comments of the `CoordinatorTesting` module, compiled and run (the
// one of `FlowTester.run` is `FlowTesterTests.runEndsTheTestOnceTheFlowsItHeldAreGone`).
// `DocCommentListingTests` (in `CoordinatorTests`) checks that they still match.

@MainActor
@Suite struct CoordinatorTestingDocComment {
  enum Hint {
    case tooLow, tooHigh
  }

  final class GameViewModel {
    var hint: Hint?
  }

  final class GameScreen: Presentable {
    let viewModel = GameViewModel()
    var screenName: String { "Game" }
  }

  /// A game: one screen, which ends the flow when it leaves.
  final class GameFlow: BaseCoordinator {
    let router: any Router
    let screen = GameScreen()

    init(router: any Router) { self.router = router }

    override func start() {
      super.start()
      router.push(screen, owner: self) { [weak self] in self?.finish() }
    }
  }

  /// About, presented, with the licenses pushed over it.
  final class AboutFlow: BaseCoordinator {
    let router: any Router

    init(router: any Router) { self.router = router }

    override func start() {
      super.start()
      router.present(NamedScreen("About"), owner: self) { [weak self] in self?.finish() }
      router.push(NamedScreen("Licenses"), owner: self)
    }
  }

  /// The main menu, the root screen, from which a game is played.
  final class MainFlow: BaseCoordinator {
    let router: any Router

    init(router: any Router) { self.router = router }

    override func start() {
      super.start()
      router.setRoot(NamedScreen("Main"), owner: self, animated: false) { [weak self] in
        self?.finish()
      }
    }

    var game: GameFlow? { childCoordinators.last as? GameFlow }
  }

  struct NoSuchButton: Error {}

  /// The app: the main flow under a root, and the buttons a test taps.
  final class AppCoordinator: BaseCoordinator {
    let router = StackRouter()

    var main: MainFlow? { childCoordinators.first as? MainFlow }

    override func start() {
      super.start()
      startChild(MainFlow(router: router), on: router)
    }

    func tap(_ button: String) throws {
      guard let main else { throw NoSuchButton() }
      switch button {
      case "play": main.startChild(GameFlow(router: router), on: router)
      case "quit": main.game?.finish()
      case "guess 1": main.game?.screen.viewModel.hint = .tooLow
      case "about": main.startChild(AboutFlow(router: router), on: router)
      case "close": main.childCoordinators.last.map { ($0 as? BaseCoordinator)?.finish() }
      default: throw NoSuchButton()
      }
    }
  }

  /// The listing of `FlowTester.swift`.
  @Test @MainActor func playingAGameAndQuitting() throws {
    let app = AppCoordinator()
    let tester = FlowTester(root: app, router: app.router)
    tester.step { app.start() }
    tester.expectTree("AppCoordinator(MainFlow)")
    tester.expectEvents(["root #1 Main replaced nothing (not animated)"])
    try tester.step { try app.tap("play") }
    tester.expectTree("AppCoordinator(MainFlow(GameFlow))")
    tester.expectStack("level 0: #1 Main, #2 Game")
    tester.expectEvents(["pushed #2 Game"])
    try tester.step { try app.tap("quit") }
    tester.expectTree("AppCoordinator(MainFlow)")
    tester.expectEvents(["popped #2 Game"])
    tester.finish()  // fails if GameFlow is still alive
  }

  /// The listings of `FlowTester+Screens.swift` and `ExpectTree.swift`.
  @Test func theTopScreenIsReadAsItsOwnType() throws {
    let app = AppCoordinator()
    let tester = FlowTester(root: app, router: app.router, exhaustivity: .nonExhaustive)
    tester.step { app.start() }
    try tester.step { try app.tap("play") }
    try tester.step { try app.tap("guess 1") }
    let game = tester.topScreen(as: GameScreen.self)
    #expect(game?.viewModel.hint == .tooLow)
    tester.expectTop(GameScreen.self) { game in
      #expect(game.viewModel.hint == .tooLow)
    }
    expectTree(app, "AppCoordinator(MainFlow(GameFlow))")
    tester.finish()
  }

  /// The listing of `RecordingRouter.swift`.
  @Test func aRecordingRouterRecordsTheCalls() {
    let router = RecordingRouter()
    let flow = GameFlow(router: router)
    flow.start()
    #expect(router.takeCalls() == [.push("Game", owner: "GameFlow", animated: true)])
  }

  /// The listing of `LeakTracker.swift`.
  @Test func aFlowNothingHoldsIsReleased() {
    let router = StackRouter()
    let leaks = LeakTracker()
    var flow: GameFlow? = GameFlow(router: router)
    leaks.track(flow!)
    flow?.start()
    flow?.finish()
    flow = nil  // the test's own reference: nothing else may hold the flow now
    leaks.expectReleased()  // fails naming every tracked object still alive
    #expect(leaks.alive.isEmpty)
  }

  /// The stack of `expectStack`'s documentation: ids are not reused.
  @Test func aStackIsExpectedAsItsDescriptionPrintsIt() throws {
    let app = AppCoordinator()
    let tester = FlowTester(root: app, router: app.router, exhaustivity: .nonExhaustive)
    tester.step { app.start() }
    for button in ["play", "quit", "play", "quit", "about"] {
      try tester.step { try app.tap(button) }
    }
    tester.expectStack(
      """
      level 0: #1 Main
      level 1: #4 About, #5 Licenses
      """)
    try tester.step { try app.tap("close") }
    tester.finish()
  }
}
