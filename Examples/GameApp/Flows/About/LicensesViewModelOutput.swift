import MVVM

/// What the Licenses screen tells its flow.
@MainActor
protocol LicensesViewModelOutput: ViewModelOutput {
  func onLicensesCloseButtonTap(_ viewModel: LicensesViewModel)
}
