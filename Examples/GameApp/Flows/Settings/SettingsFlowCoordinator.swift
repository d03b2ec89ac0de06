import Coordinator
import MVVM

/// The settings: the Settings screen, and Profile pushed from it.
@MainActor
final class SettingsFlowCoordinator: BaseCoordinator {
  private let router: any Router
  private let settings: Store<Settings, SettingsAction>
  private weak var output: (any SettingsFlowCoordinatorOutput)?
  private var settingsEntry: RouterEntry.ID?
  /// The Profile screen while it is shown; the router and the path hold it.
  private weak var profileScreen: ProfileScreen?
  /// Whether ``start()`` animates the first screen; a path clears it to show the flow at once.
  var startsAnimated = true

  init(
    router: any Router, settings: Store<Settings, SettingsAction>,
    output: any SettingsFlowCoordinatorOutput
  ) {
    self.router = router
    self.settings = settings
    self.output = output
  }

  override func start() {
    super.start()
    let viewModel = SettingsViewModel(settings: settings, output: self)
    settingsEntry =
      router.push(
        SettingsScreen(viewModel: viewModel), owner: self, animated: startsAnimated
      ) { [weak self] in self?.finish() }.id
  }

  private func makeProfileScreen() -> ProfileScreen {
    ProfileScreen(viewModel: ProfileViewModel(settings: settings, output: self))
  }

  private func showProfile(_ screen: ProfileScreen, animated: Bool) {
    profileScreen = screen
    router.push(screen, owner: self, animated: animated)
  }

  /// Back from Profile to Settings, the flow's first screen, which stays while the flow runs.
  private func closeProfile(animated: Bool) {
    guard let settingsEntry else { return }
    try? router.pop(to: settingsEntry, animated: animated)
  }

  private func profileItem(_ screen: ProfileScreen) -> NavigationItem {
    NavigationItem(self, screen: screen, endsPath: true) { animated, flow, screen, completion in
      flow.showProfile(screen, animated: animated)
      completion()
    } pop: { animated, flow, _, completion in
      flow.closeProfile(animated: animated)
      completion()
    }
  }
}

extension SettingsFlowCoordinator: PathFlow {
  func item(for key: SettingsKey) -> NavigationItem? {
    switch key {
    case .profile: profileItem(profileScreen ?? makeProfileScreen())
    }
  }

  var shownKeys: [SettingsKey] { profileScreen == nil ? [] : [.profile] }

  /// None: every key of this flow names a screen and ends the path, so no item is built to
  /// find a child flow where there is none.
  var shownChild: (any PathCoordinator)? { nil }
}

extension SettingsFlowCoordinator: SettingsViewModelOutput {
  func onSettingsProfileButtonTap(_ viewModel: SettingsViewModel) {
    showProfile(makeProfileScreen(), animated: true)
  }

  func onSettingsDoneButtonTap(_ viewModel: SettingsViewModel) {
    output?.onSettingsFinishFlow()
  }
}

extension SettingsFlowCoordinator: ProfileViewModelOutput {
  func onProfileDoneButtonTap(_ viewModel: ProfileViewModel) {
    closeProfile(animated: true)
  }
}
