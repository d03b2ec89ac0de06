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
  /// The Licenses screen while it is shown; the router and the path hold it.
  private weak var licensesScreen: LicensesScreen?

  init(router: any Router) {
    self.router = router
  }

  override func start() {
    start(animated: true)
  }

  /// The flow's one factory: each route's screen.
  private func destination(for route: AboutRoute) -> RouteDestination {
    switch route {
    case .about: .screen(AboutScreen(viewModel: AboutViewModel(output: self)))
    case .licenses: .screen(makeLicensesScreen())
    }
  }

  private func makeLicensesScreen() -> LicensesScreen {
    LicensesScreen(viewModel: LicensesViewModel(output: self))
  }

  /// Pushes `screen`, the Licenses screen, on the flow's level, as `.licenses` does.
  private func showLicenses(_ screen: LicensesScreen, animated: Bool) {
    licensesScreen = screen
    router.push(screen, owner: self, animated: animated)
  }

  private func licensesItem(_ screen: LicensesScreen) -> NavigationItem {
    NavigationItem(self, screen: screen, endsPath: true) { animated, about, screen, completion in
      about.showLicenses(screen, animated: animated)
      completion()
    } pop: { animated, about, _, completion in
      // Licenses is above About, the level's first screen, so this pop cannot fail.
      try? about.routes.pop(animated: animated)
      completion()
    }
  }
}

extension AboutFlowCoordinator: PathFlow {
  func start(animated: Bool) {
    super.start()
    routes.present(to: .about, animated: animated) { [weak self] in self?.finish() }
  }

  func item(for key: AboutKey) -> NavigationItem? {
    switch key {
    case .licenses: licensesItem(licensesScreen ?? makeLicensesScreen())
    }
  }

  var shownKeys: [AboutKey] { licensesScreen == nil ? [] : [.licenses] }
}

extension AboutFlowCoordinator: AboutViewModelOutput {
  func onAboutLicensesButtonTap(_ viewModel: AboutViewModel) {
    showLicenses(makeLicensesScreen(), animated: true)
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
