import Coordinator

/// About the app, on a modal level of its own: the About screen, then Licenses pushed inside it.
///
/// `close` on either screen finishes the flow, which dismisses the whole
/// level; a swipe-down dismisses the level and finishes the flow just the same.
///
/// The flow names its places once: `/main/about` (``MainKey/about``) is the
/// About screen it presents, ``AboutKey/licenses`` the screen it pushes.
@MainActor
final class AboutFlowCoordinator: BaseCoordinator {
  private let router: any Router
  /// The Licenses screen while it is shown; the router and the path hold it.
  private weak var licensesScreen: LicensesScreen?
  /// Whether ``start()`` animates the first screen; a path clears it to show the flow at once.
  var startsAnimated = true

  init(router: any Router) {
    self.router = router
  }

  override func start() {
    super.start()
    let about = AboutScreen(viewModel: AboutViewModel(output: self))
    router.present(about, owner: self, animated: startsAnimated) { [weak self] in self?.finish() }
  }

  private func makeLicensesScreen() -> LicensesScreen {
    LicensesScreen(viewModel: LicensesViewModel(output: self))
  }

  /// Pushes `screen`, the Licenses screen, on the flow's level.
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
      try? about.router.pop(animated: animated)
      completion()
    }
  }
}

extension AboutFlowCoordinator: PathFlow {
  func item(for key: AboutKey) -> NavigationItem? {
    switch key {
    case .licenses: licensesItem(licensesScreen ?? makeLicensesScreen())
    }
  }

  var shownKeys: [AboutKey] { licensesScreen == nil ? [] : [.licenses] }

  /// None: every key of this flow names a screen and ends the path, so no item is built to
  /// find a child flow where there is none.
  var shownChild: (any PathCoordinator)? { nil }
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
