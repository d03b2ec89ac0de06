import MVVM

/// What the About screen tells its flow.
@MainActor
protocol AboutViewModelOutput: ViewModelOutput {
  func onAboutLicensesButtonTap(_ viewModel: AboutViewModel)
  func onAboutCloseButtonTap(_ viewModel: AboutViewModel)
}
