import Coordinator

@testable import FlowsShell
@testable import GameApp

/// The sample app and the reference model side by side: each step runs on both, then every check
/// runs.
///
/// After each step the shell's verdict must be the model's; the app's path, screens on the
/// router and coordinator tree must be the ones the model predicts, and its settings the model's;
/// `StackRouter.validate(tree:)` must find nothing; the path navigator's path must be the
/// stack's; and every coordinator, screen and view model that left the app must be released.
/// The app is the one `flows --seed SEED` runs, with its settings in memory.
@MainActor
final class RandomSession {
  /// The seed of the app's randomness: `flows --seed` replays its games.
  let appSeed: UInt64
  let otpCode: String
  private let app: AppCoordinator
  private let dispatcher: ShellDispatcher
  private(set) var model: ReferenceModel
  private var watch = ReleaseWatch()

  /// The lines run so far, as the shell read them.
  private(set) var lines: [String] = []
  /// The model's path after each line.
  private(set) var paths: [String] = []
  /// The model's verdict on each line.
  private(set) var verdicts: [ReferenceModel.Verdict] = []

  init(appSeed: UInt64, otpCode: String = "123456", bug: ModelBug? = nil) {
    self.appSeed = appSeed
    self.otpCode = otpCode
    app = AppCoordinator(
      router: StackRouter(isJournaling: false),
      environment: AppEnvironment(random: SeededRandom(seed: appSeed), otpCode: otpCode))
    app.start()
    dispatcher = ShellDispatcher(app: app)
    model = ReferenceModel(otpCode: otpCode, bug: bug)
    _ = watch.check(live: liveObjects())
  }

  /// How many coordinators, screens and view models the session has made so far.
  var objectsSeen: Int { watch.seen }

  /// Runs `steps` from the start, stopping at the first failed check.
  static func replay(
    _ steps: [SessionStep], appSeed: UInt64, bug: ModelBug? = nil
  ) async -> (session: RandomSession, failure: SessionFailure?) {
    let session = RandomSession(appSeed: appSeed, bug: bug)
    for step in steps {
      if let failure = await session.run(step) {
        return (session, failure)
      }
    }
    return (session, nil)
  }

  /// Runs `step` on the app and on the model, and returns the first check that fails.
  func run(_ step: SessionStep) async -> SessionFailure? {
    let secret = (app.topScreen as? GameScreen)?.viewModel.secret
    let line = step.line(secret: secret)
    let index = lines.count
    lines.append(line)
    let outcome = await dispatcher.runToRest(line)
    let expected = model.step(line, secret: secret)
    paths.append(model.path)
    verdicts.append(expected)
    return check(after: line, outcome: outcome, expected: expected).map {
      SessionFailure(step: index, check: $0.check, message: $0.message)
    }
  }

  private func check(
    after line: String, outcome: LineOutcome, expected: ReferenceModel.Verdict
  ) -> (check: SessionFailure.Check, message: String)? {
    let verdict: ReferenceModel.Verdict =
      switch outcome.verdict {
      case .accepted: .accepted
      case .rejected: .rejected
      case .expectationFailed: .expectationFailed
      }
    if verdict != expected {
      return (.verdict, "\(line.debugDescription): shell \(outcome.verdict), model \(expected)")
    }
    let path = app.currentAppPath?.rawValue ?? "none"
    if path != model.path {
      return (.path, "\(line.debugDescription): app at \(path), model at \(model.path)")
    }
    let screens = screensByLevel()
    let expectedScreens = Self.screensByLevel(model.screens)
    if screens != expectedScreens {
      return (.screens, "app \(screens), model \(expectedScreens)")
    }
    let tree = Self.treeLine(app)
    if tree != model.treeLine {
      return (.tree, "app \(tree), model \(model.treeLine)")
    }
    if let messages = model.messages, app.topScreen?.messages != messages {
      return (.messages, "app says \(app.topScreen?.messages ?? []), model \(messages)")
    }
    let settings = app.environment.settings.state
    let modelSettings = Settings(
      difficulty: Difficulty(rawValue: model.difficulty.rawValue) ?? .normal,
      isSoundOn: model.isSoundOn, profileName: model.profileName)
    if settings != modelSettings {
      return (.settings, "app \(settings), model \(modelSettings)")
    }
    if model.top == .game {
      let secret = (app.topScreen as? GameScreen)?.viewModel.secret
      guard let secret, (1...model.gameLargest).contains(secret) else {
        return (
          .secret, "secret \(secret.map(String.init) ?? "none") not in 1...\(model.gameLargest)"
        )
      }
    }
    let violations = app.router.violations(in: app)
    if !violations.isEmpty {
      return (.invariant, "\(violations)")
    }
    if app.navigation.isChanging || app.navigation.currentPath.description != path {
      return (
        .navigation,
        "navigation at \(app.navigation.currentPath), changing: \(app.navigation.isChanging)"
      )
    }
    let left = watch.check(live: liveObjects())
    if !left.isEmpty {
      return (.release, "left the app but alive: \(left.joined(separator: ", "))")
    }
    return nil
  }

  /// The router's screens, one string per level, such as `["Main", "About, Licenses"]`.
  private func screensByLevel() -> [String] {
    app.router.stack.levels.map { level in level.map(\.screen).joined(separator: ", ") }
  }

  /// The model's screens as ``screensByLevel()`` shows the app's: About opens a level.
  private static func screensByLevel(_ screens: [ModelScreen]) -> [String] {
    var levels: [[String]] = [[]]
    for screen in screens {
      if screen == .about {
        levels.append([])
      }
      levels[levels.count - 1].append(screen.title)
    }
    return levels.map { $0.joined(separator: ", ") }
  }

  /// The tree in one line, as `:tree --format line` prints it.
  private static func treeLine(_ node: any FlowCoordinator) -> String {
    let children = node.childCoordinators
    guard !children.isEmpty else { return node.name }
    return node.name + "(" + children.map(treeLine).joined(separator: ", ") + ")"
  }

  /// Every coordinator of the tree, every screen on the router and every screen's view model.
  private func liveObjects() -> [AnyObject] {
    var objects: [AnyObject] = []
    var pending: [any FlowCoordinator] = [app]
    while let coordinator = pending.popLast() {
      objects.append(coordinator)
      pending += coordinator.childCoordinators
    }
    for entry in app.router.stack.entries {
      guard let screen = app.router.screen(for: entry.id) else { continue }
      objects.append(screen)
      if let viewModel = Self.viewModel(of: screen) {
        objects.append(viewModel)
      }
    }
    return objects
  }

  private static func viewModel(of screen: any Presentable) -> AnyObject? {
    switch screen {
    case let screen as LoginScreen: screen.viewModel
    case let screen as OTPScreen: screen.viewModel
    case let screen as MainScreen: screen.viewModel
    case let screen as GameScreen: screen.viewModel
    case let screen as ResultScreen: screen.viewModel
    case let screen as SettingsScreen: screen.viewModel
    case let screen as ProfileScreen: screen.viewModel
    case let screen as AboutScreen: screen.viewModel
    case let screen as LicensesScreen: screen.viewModel
    default: nil
    }
  }
}
