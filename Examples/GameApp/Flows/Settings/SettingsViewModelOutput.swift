import MVVM

/// What the Settings screen tells its flow.
@MainActor
protocol SettingsViewModelOutput: ViewModelOutput {
  func onSettingsProfileButtonTap(_ viewModel: SettingsViewModel)
  func onSettingsDoneButtonTap(_ viewModel: SettingsViewModel)
}
