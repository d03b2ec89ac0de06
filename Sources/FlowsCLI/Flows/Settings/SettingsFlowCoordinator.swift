import Coordinator
import MVVM

/// The settings: the Settings screen, and Profile pushed from it.
@MainActor
final class SettingsFlowCoordinator: BaseCoordinator {
  private let router: any Router
  private let settings: Store<Settings, SettingsAction>
  private weak var output: (any SettingsFlowCoordinatorOutput)?
  private var settingsEntry: RouterEntry.ID?

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
    settingsEntry = router.push(SettingsScreen(viewModel: viewModel), owner: self) {
      [weak self] in self?.finish()
    }
  }
}

extension SettingsFlowCoordinator: SettingsViewModelOutput {
  func onSettingsProfileButtonTap(_ viewModel: SettingsViewModel) {
    let profile = ProfileViewModel(settings: settings, output: self)
    router.push(ProfileScreen(viewModel: profile), owner: self)
  }

  func onSettingsDoneButtonTap(_ viewModel: SettingsViewModel) {
    output?.onSettingsFinishFlow()
  }
}

extension SettingsFlowCoordinator: ProfileViewModelOutput {
  func onProfileDoneButtonTap(_ viewModel: ProfileViewModel) {
    guard let settingsEntry else { return }
    // The Settings screen is this flow's first screen and stays while the flow runs.
    try? router.pop(to: settingsEntry, animated: true)
  }
}
