import Coordinator

/// The first launch: Welcome, as the root, until `start`, which its parent answers by
/// swapping the root for the tabs.
@MainActor
final class OnboardingFlowCoordinator: BaseCoordinator {
  private let router: any Router
  /// What `start` does.
  var onStart: (@MainActor () -> Void)?

  init(router: any Router) {
    self.router = router
  }

  override func start() {
    super.start()
    router.setRoot(WelcomeScreen(flow: self), owner: self, animated: false) { [weak self] in
      self?.finish()
    }
  }

  /// The person is ready for the shelf.
  func proceed() {
    onStart?()
  }
}
