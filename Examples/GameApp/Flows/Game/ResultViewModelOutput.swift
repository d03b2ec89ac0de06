import MVVM

/// What the Result screen tells its flow.
@MainActor
protocol ResultViewModelOutput: ViewModelOutput {
  func onResultPlayAgainButtonTap(_ viewModel: ResultViewModel)
  func onResultDoneButtonTap(_ viewModel: ResultViewModel)
}
