import Coordinator

/// The root of the sample app: owns the router, starts Auth, then Main once logged in.
///
/// When the Auth flow finishes (the right code led `.home`), its screens
/// leave and the Main flow starts with Main as the root screen. When the Main
/// flow finishes (`logout`), it leaves with every flow it started and Auth
/// starts again.
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
    startAuthFlow()
  }

  /// The screen on top of the router, as the view layer sees it.
  var topScreen: (any AppScreen)? { router.topScreen as? any AppScreen }

  private func startAuthFlow() {
    let auth = AuthFlowCoordinator(router: router, environment: environment)
    startChild(auth) { [weak self] in self?.startMainFlow() }
  }

  private func startMainFlow() {
    let main = MainFlowCoordinator(router: router, environment: environment)
    startChild(main) { [weak self] in self?.startAuthFlow() }
  }

  /// Starts `child`; when it finishes, its screens leave the router, it leaves
  /// the tree, and `next` starts the flow that follows it.
  private func startChild(_ child: BaseCoordinator, then next: @escaping @MainActor () -> Void) {
    addDependency(child)
    child.flowCompletion = { [weak self, router] coordinator in
      router.popFlow(coordinator, animated: false)
      self?.removeDependency(coordinator)
      next()
    }
    child.start()
  }
}
