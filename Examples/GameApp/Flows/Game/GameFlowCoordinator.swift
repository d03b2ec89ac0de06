import Coordinator

/// The guessing game: the Game screen, then Result after a win; `again` replays in the same flow.
///
/// `done` on Result ends the flow with the ``WonGame``; `quit`, the back button and everything
/// else end it with nothing.
@MainActor
final class GameFlowCoordinator: ReturningCoordinator<WonGame> {
  let router: any Router
  let difficulty: Difficulty
  private let secretNumber: (ClosedRange<Int>) -> Int
  private let resumedGame: SavedGame?
  private(set) weak var gameViewModel: GameViewModel?
  private var gameEntry: RouterEntry.ID?
  /// The Result screen while it is shown; the router and the path hold it.
  private(set) weak var resultScreen: ResultScreen?
  /// Whether ``start()`` animates the first screen; a path clears it to show the flow at once.
  var startsAnimated = true

  /// - Parameters:
  ///   - game: a saved game to resume instead of drawing a new secret; its
  ///     difficulty is `difficulty`, and a won one shows its Result at once.
  ///   - secretNumber: draws the secret from a range; injected so tests and
  ///     `--seed` are deterministic.
  init(
    router: any Router, difficulty: Difficulty, resuming game: SavedGame? = nil,
    secretNumber: @escaping (ClosedRange<Int>) -> Int
  ) {
    self.router = router
    self.difficulty = difficulty
    self.secretNumber = secretNumber
    resumedGame = game
  }

  override func start() {
    super.start()
    let range = difficulty.range
    let viewModel =
      resumedGame.map {
        GameViewModel(
          range: range, secret: $0.secret, tries: $0.tries, hint: $0.hint, bounds: $0.bounds,
          output: self)
      } ?? GameViewModel(range: range, secret: secretNumber(range), output: self)
    gameViewModel = viewModel
    let animated = startsAnimated
    gameEntry =
      router.push(GameScreen(viewModel: viewModel), owner: self, animated: animated) {
        [weak self] in self?.finish()
      }.id
    if viewModel.isWon {
      // A resumed game that was won shows its Result, as winning it did.
      showResult(makeResultScreen(for: viewModel), animated: animated)
    }
  }

  /// The game as `--state` saves it, once the flow has started.
  var savedGame: SavedGame? {
    gameViewModel.map {
      SavedGame(
        difficulty: difficulty, secret: $0.secret, tries: $0.tries, hint: $0.hint,
        bounds: $0.low...$0.high)
    }
  }

  /// A new Result screen for the won game.
  func makeResultScreen(for game: GameViewModel) -> ResultScreen {
    ResultScreen(viewModel: ResultViewModel(tries: game.tries, secret: game.secret, output: self))
  }

  /// Pushes `screen`, the Result of the won game.
  ///
  /// However Result leaves for the Game screen while the flow runs (`again`, the back
  /// button, a path), a new game starts there: a won game is never shown to be played on.
  func showResult(_ screen: ResultScreen, animated: Bool) {
    resultScreen = screen
    router.push(screen, owner: self, animated: animated) { [weak self] in
      self?.startNewGameIfWon()
    }
  }

  /// Back from Result to the Game screen, with a new game, as `again` does.
  func playAgain(animated: Bool) {
    guard let gameEntry else { return }
    startNewGameIfWon()
    // The Game screen is this flow's first screen and stays while the flow runs,
    // so popping back to it cannot fail.
    try? router.pop(to: gameEntry, animated: animated)
  }

  /// Draws a new secret if the game was won and the flow goes on; a finished flow draws none.
  private func startNewGameIfWon() {
    guard lifecycle == .running, let gameViewModel, gameViewModel.isWon else { return }
    gameViewModel.restart(secret: secretNumber(gameViewModel.range))
  }
}

extension GameFlowCoordinator: PathFlow {
  /// `result` is the Result of a won game, the shown one if any; until the game is won, a path
  /// cannot show it.
  func item(for key: GameKey) -> NavigationItem? {
    switch key {
    case .result:
      if let resultScreen { return resultItem(resultScreen) }
      guard let game = gameViewModel, game.isWon else { return nil }
      return resultItem(makeResultScreen(for: game))
    }
  }

  var shownKeys: [GameKey] { resultScreen == nil ? [] : [.result] }

  /// None: every key of this flow names a screen and ends the path, so no item is built to
  /// find a child flow where there is none.
  var shownChild: (any PathCoordinator)? { nil }

  /// Shows `screen`; leaving it for the Game screen starts a new game, as `again` does.
  private func resultItem(_ screen: ResultScreen) -> NavigationItem {
    NavigationItem(self, screen: screen, endsPath: true) { animated, game, screen, completion in
      game.showResult(screen, animated: animated)
      completion()
    } pop: { animated, game, _, completion in
      game.playAgain(animated: animated)
      completion()
    }
  }
}

extension GameFlowCoordinator: GameViewModelOutput {
  func onGameGuessedCorrectly(_ viewModel: GameViewModel) {
    showResult(makeResultScreen(for: viewModel), animated: true)
  }

  func onGameQuitButtonTap(_ viewModel: GameViewModel) {
    finish()
  }
}

extension GameFlowCoordinator: ResultViewModelOutput {
  func onResultPlayAgainButtonTap(_ viewModel: ResultViewModel) {
    playAgain(animated: true)
  }

  func onResultDoneButtonTap(_ viewModel: ResultViewModel) {
    finish(with: WonGame(secret: viewModel.secret, tries: viewModel.tries))
  }
}
