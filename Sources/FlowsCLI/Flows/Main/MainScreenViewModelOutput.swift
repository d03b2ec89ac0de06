import MVVM

/// What the Main screen tells its flow.
@MainActor
protocol MainScreenViewModelOutput: ViewModelOutput {
  func onMainScreenPlayButtonTap(_ viewModel: MainScreenViewModel)
  func onMainScreenSettingsButtonTap(_ viewModel: MainScreenViewModel)
}
