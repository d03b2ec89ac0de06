import Coordinator

/// The flow after login: the Main screen, from which the Game, Settings and About flows start.
///
/// `logout` finishes it, and with it every flow it started; the app then starts Auth again.
@MainActor
final class MainFlowCoordinator: BaseCoordinator {
  private let router: any Router
  private let environment: AppEnvironment
  // Weak, unlike the seed's strong properties: the tree owns child flows, so a
  // finished flow is released as soon as it leaves the tree.
  private weak var gameCoordinator: GameFlowCoordinator?
  private weak var settingsCoordinator: SettingsFlowCoordinator?
  private weak var aboutCoordinator: AboutFlowCoordinator?

  init(router: any Router, environment: AppEnvironment) {
    self.router = router
    self.environment = environment
  }

  override func start() {
    super.start()
    showMainScreen()
  }

  private func showMainScreen() {
    let viewModel = MainScreenViewModel(settings: environment.settings, output: self)
    let screen = MainScreen(viewModel: viewModel)
    router.setRoot(screen, owner: self, animated: false) { [weak self] in self?.finish() }
  }

  /// Starts `child` the way every flow here is started: when it finishes, its
  /// screens leave the router and it leaves the tree.
  private func startChild(_ child: BaseCoordinator) {
    addDependency(child)
    child.flowCompletion = { [weak self, router] coordinator in
      router.popFlow(coordinator, animated: true)
      self?.removeDependency(coordinator)
    }
    child.start()
  }
}

extension MainFlowCoordinator: MainScreenViewModelOutput {
  func onMainScreenPlayButtonTap(_ viewModel: MainScreenViewModel) {
    let coordinator = GameFlowCoordinator(
      router: router, difficulty: environment.settings.state.difficulty
    ) { [environment] range in
      environment.randomNumber(in: range)
    }
    gameCoordinator = coordinator
    startChild(coordinator)
  }

  func onMainScreenSettingsButtonTap(_ viewModel: MainScreenViewModel) {
    let coordinator = SettingsFlowCoordinator(
      router: router, settings: environment.settings, output: self)
    settingsCoordinator = coordinator
    startChild(coordinator)
  }

  func onMainScreenAboutButtonTap(_ viewModel: MainScreenViewModel) {
    let coordinator = AboutFlowCoordinator(router: router)
    aboutCoordinator = coordinator
    startChild(coordinator)
  }

  func onMainScreenLogoutButtonTap(_ viewModel: MainScreenViewModel) {
    finish()
  }
}

extension MainFlowCoordinator: SettingsFlowCoordinatorOutput {
  func onSettingsFinishFlow() {
    settingsCoordinator?.finish()
  }
}
