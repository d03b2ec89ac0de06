import MVVM

/// What the example main screen reports to its flow.
@MainActor
protocol MainScreenOutput: ViewModelOutput {
  func mainScreenDidTapPlay(_ viewModel: MainScreenViewModel)
  func mainScreenDidTapSettings(_ viewModel: MainScreenViewModel)
}
