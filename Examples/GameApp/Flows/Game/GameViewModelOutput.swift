import MVVM

/// What the Game screen tells its flow.
@MainActor
protocol GameViewModelOutput: ViewModelOutput {
  func onGameGuessedCorrectly(_ viewModel: GameViewModel)
  func onGameQuitButtonTap(_ viewModel: GameViewModel)
}
