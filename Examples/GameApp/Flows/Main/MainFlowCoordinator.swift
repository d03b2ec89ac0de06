import Coordinator

/// The flow after login: the Main screen, from which the Game, Settings and About flows start.
///
/// `logout` finishes it, and with it every flow it started; the app then starts Auth again.
/// A path shows its child flows as `/main/game`, `/main/settings` and `/main/about`.
@MainActor
final class MainFlowCoordinator: BaseCoordinator {
  private let router: any Router
  private let environment: AppEnvironment
  /// The game last won and left with `done` while this flow ran, as the Game flow reported it.
  private(set) var lastWin: WonGame?

  init(router: any Router, environment: AppEnvironment) {
    self.router = router
    self.environment = environment
  }

  override func start() {
    super.start()
    showMainScreen()
  }

  /// The running child flow of type `Flow`, if there is one.
  ///
  /// The tree owns child flows, so a flow is found there rather than kept in
  /// a property, and a finished one is released as soon as it leaves the tree.
  func child<Flow: BaseCoordinator>(_ type: Flow.Type) -> Flow? {
    // A loop, not `compactMap`: a closure here checks the actor at run time, and the app
    // looks for the flow on top after every move of the router.
    for child in childCoordinators {
      if let flow = child as? Flow {
        return flow
      }
    }
    return nil
  }

  /// Starts a game from `game`, saved by an earlier session, as `play` starts a new one.
  func resumeGame(_ game: SavedGame) {
    run(makeGameFlow(resuming: game))
  }

  /// Starts `game` and keeps the game it reports it won.
  private func run(_ game: GameFlowCoordinator) {
    runChild(game, on: router) { [weak self] win in
      if let win { self?.lastWin = win }
    }
  }

  private func showMainScreen() {
    let viewModel = MainScreenViewModel(settings: environment.settings, output: self)
    let screen = MainScreen(viewModel: viewModel)
    router.setRoot(screen, owner: self, animated: false) { [weak self] in self?.finish() }
  }

  private func makeGameFlow(resuming game: SavedGame? = nil) -> GameFlowCoordinator {
    GameFlowCoordinator(
      router: router, difficulty: game?.difficulty ?? environment.settings.state.difficulty,
      resuming: game
    ) { [environment] range in
      environment.randomNumber(in: range)
    }
  }

  private func makeSettingsFlow() -> SettingsFlowCoordinator {
    SettingsFlowCoordinator(router: router, settings: environment.settings, output: self)
  }

  private func makeAboutFlow() -> AboutFlowCoordinator {
    AboutFlowCoordinator(router: router)
  }

  /// Ends `child` for a path that leaves it: it leaves the tree, then its screens leave the router.
  ///
  /// Taken out of the tree first, the flow is finished without running its
  /// completion, so the `onPop` of its first screen finds nothing left to do.
  private func stopChild(_ child: some PathFlow, animated: Bool) {
    removeDependency(child)
    router.popFlow(child, animated: animated)
  }

  /// The item that shows `child`, which resolves the keys after this one.
  private func childItem(_ child: some PathFlow) -> NavigationItem {
    NavigationItem(self, child) { animated, main, child, completion in
      // The path shows this flow's children only while it runs.
      if main.lifecycle == .running {
        child.startsAnimated = animated
        if let game = child as? GameFlowCoordinator {
          main.run(game)
        } else {
          main.startChild(child, on: main.router)
        }
      }
      completion()
    } pop: { animated, main, child, completion in
      main.stopChild(child, animated: animated)
      completion()
    }
  }
}

extension MainFlowCoordinator: PathCoordinator {
  /// The running child flow of the key's type, else a new one.
  func item(for key: MainKey) -> NavigationItem? {
    switch key {
    case .game: childItem(child(GameFlowCoordinator.self) ?? makeGameFlow())
    case .settings: childItem(child(SettingsFlowCoordinator.self) ?? makeSettingsFlow())
    case .about: childItem(child(AboutFlowCoordinator.self) ?? makeAboutFlow())
    }
  }

  /// The key of the child flow on top, the one started last.
  var shownKeys: [MainKey] {
    // Lists made once: the path is read after every line of `flows --json`.
    switch shownFlow?.key {
    case .game: Self.gameKeys
    case .settings: Self.settingsKeys
    case .about: Self.aboutKeys
    case nil: []
    }
  }

  private static let gameKeys: [MainKey] = [.game]
  private static let settingsKeys: [MainKey] = [.settings]
  private static let aboutKeys: [MainKey] = [.about]

  /// The child flow on top.
  var shownChild: (any PathCoordinator)? { shownFlow?.flow }

  /// The child flow on top, the one started last, with the key that shows it.
  private var shownFlow: (key: MainKey, flow: any PathCoordinator)? {
    switch lastChild {
    case let game as GameFlowCoordinator: (.game, game)
    case let settings as SettingsFlowCoordinator: (.settings, settings)
    case let about as AboutFlowCoordinator: (.about, about)
    default: nil
    }
  }
}

extension MainFlowCoordinator: MainScreenViewModelOutput {
  func onMainScreenPlayButtonTap(_ viewModel: MainScreenViewModel) {
    run(makeGameFlow())
  }

  func onMainScreenSettingsButtonTap(_ viewModel: MainScreenViewModel) {
    startChild(makeSettingsFlow(), on: router)
  }

  func onMainScreenAboutButtonTap(_ viewModel: MainScreenViewModel) {
    startChild(makeAboutFlow(), on: router)
  }

  func onMainScreenLogoutButtonTap(_ viewModel: MainScreenViewModel) {
    finish()
  }
}

extension MainFlowCoordinator: SettingsFlowCoordinatorOutput {
  func onSettingsFinishFlow() {
    child(SettingsFlowCoordinator.self)?.finish()
  }
}
