import Coordinator

/// The guessing game: the Game screen, then Result after a win; `again` replays in the same flow.
@MainActor
final class GameFlowCoordinator: BaseCoordinator {
  private let router: any Router
  private let difficulty: Difficulty
  private let secretNumber: (ClosedRange<Int>) -> Int
  private weak var gameViewModel: GameViewModel?
  private var gameEntry: RouterEntry.ID?

  /// - Parameter secretNumber: draws the secret from a range; injected so tests and
  ///   `--seed` are deterministic.
  init(
    router: any Router, difficulty: Difficulty,
    secretNumber: @escaping (ClosedRange<Int>) -> Int
  ) {
    self.router = router
    self.difficulty = difficulty
    self.secretNumber = secretNumber
  }

  override func start() {
    super.start()
    let viewModel = GameViewModel(
      range: difficulty.range, secret: secretNumber(difficulty.range), output: self)
    gameViewModel = viewModel
    gameEntry = router.push(GameScreen(viewModel: viewModel), owner: self) { [weak self] in
      self?.finish()
    }
  }
}

extension GameFlowCoordinator: GameViewModelOutput {
  func onGameGuessedCorrectly(_ viewModel: GameViewModel) {
    let result = ResultViewModel(tries: viewModel.tries, secret: viewModel.secret, output: self)
    router.push(ResultScreen(viewModel: result), owner: self)
  }

  func onGameQuitButtonTap(_ viewModel: GameViewModel) {
    finish()
  }
}

extension GameFlowCoordinator: ResultViewModelOutput {
  func onResultPlayAgainButtonTap(_ viewModel: ResultViewModel) {
    guard let gameEntry, let gameViewModel else { return }
    // The Game screen is this flow's first screen and stays while the flow runs,
    // so popping back to it cannot fail.
    try? router.pop(to: gameEntry, animated: true)
    gameViewModel.restart(secret: secretNumber(gameViewModel.range))
  }

  func onResultDoneButtonTap(_ viewModel: ResultViewModel) {
    finish()
  }
}
