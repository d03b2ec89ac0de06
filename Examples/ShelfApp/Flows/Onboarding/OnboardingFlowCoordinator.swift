import Coordinator

/// The first launch: Welcome, as the root, until `start`.
@MainActor
final class OnboardingFlowCoordinator: BaseCoordinator {
  private let router: any Router

  init(router: any Router) {
    self.router = router
  }

  override func start() {
    super.start()
    router.setRoot(WelcomeScreen(flow: self), owner: self, animated: false) { [weak self] in
      self?.finish()
    }
  }
}
