import Coordinator

/// The root of the sample app: owns the router and starts the Main flow.
@MainActor
final class AppCoordinator: BaseCoordinator {
  let router: StackRouter
  let environment: AppEnvironment

  init(router: StackRouter = StackRouter(), environment: AppEnvironment) {
    self.router = router
    self.environment = environment
  }

  override func start() {
    super.start()
    startMainFlow()
  }

  /// The screen on top of the router, as the view layer sees it.
  var topScreen: (any AppScreen)? { router.topScreen as? any AppScreen }

  private func startMainFlow() {
    let main = MainFlowCoordinator(router: router, environment: environment)
    addDependency(main)
    main.flowCompletion = { [weak self, router] coordinator in
      router.popFlow(coordinator, animated: false)
      self?.removeDependency(coordinator)
    }
    main.start()
  }
}
