import Coordinator

/// About the app, on a modal level of its own: the About screen, then Licenses pushed inside it.
///
/// `close` on either screen finishes the flow, which dismisses the whole
/// level; a swipe-down dismisses the level and finishes the flow just the same.
@MainActor
final class AboutFlowCoordinator: BaseCoordinator {
  private let router: any Router
  // The route router is this flow's own and never outlives it, so its factory
  // holds the flow unowned; a strong capture would keep both alive forever.
  private lazy var routes = RouteRouter<AboutRoute>(router: router, owner: self) {
    [unowned self] route, _ in self.destination(for: route)
  }

  init(router: any Router) {
    self.router = router
  }

  override func start() {
    super.start()
    routes.present(to: .about) { [weak self] in self?.finish() }
  }

  /// The only place that builds the flow's screens.
  private func destination(for route: AboutRoute) -> RouteDestination {
    switch route {
    case .about: .screen(AboutScreen(viewModel: AboutViewModel(output: self)))
    case .licenses: .screen(LicensesScreen(viewModel: LicensesViewModel(output: self)))
    }
  }
}

extension AboutFlowCoordinator: AboutViewModelOutput {
  func onAboutLicensesButtonTap(_ viewModel: AboutViewModel) {
    routes.navigate(to: .licenses)
  }

  func onAboutCloseButtonTap(_ viewModel: AboutViewModel) {
    finish()
  }
}

extension AboutFlowCoordinator: LicensesViewModelOutput {
  func onLicensesCloseButtonTap(_ viewModel: LicensesViewModel) {
    finish()
  }
}
