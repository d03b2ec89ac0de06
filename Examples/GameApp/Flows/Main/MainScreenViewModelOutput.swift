import MVVM

/// What the Main screen tells its flow.
@MainActor
protocol MainScreenViewModelOutput: ViewModelOutput {
  func onMainScreenPlayButtonTap(_ viewModel: MainScreenViewModel)
  func onMainScreenSettingsButtonTap(_ viewModel: MainScreenViewModel)
  func onMainScreenAboutButtonTap(_ viewModel: MainScreenViewModel)
  func onMainScreenLogoutButtonTap(_ viewModel: MainScreenViewModel)
}
