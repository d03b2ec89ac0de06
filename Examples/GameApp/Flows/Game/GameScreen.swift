import FlowsShell

/// The Game screen: asks for guesses and says whether each is too low or too high.
@MainActor
final class GameScreen: ShellScreen {
  let viewModel: GameViewModel

  enum Action {
    case guess(Int)
    case quit
  }

  /// `guess N` takes a number in the game's range, which is fixed for its view model.
  let actions: ScreenActions<Action>

  init(viewModel: GameViewModel) {
    self.viewModel = viewModel
    actions = Self.actions(for: viewModel.range)
  }

  /// The actions of each range a game has had, made once each, since a screen is made for
  /// every game: the app's ranges are its difficulties', three in all.
  private static var actionsByRange: [ClosedRange<Int>: ScreenActions<Action>] = [:]

  /// The actions of a game in `range`.
  private static func actions(for range: ClosedRange<Int>) -> ScreenActions<Action> {
    if let actions = actionsByRange[range] { return actions }
    let actions = ScreenActions<Action>([
      .action(
        "guess",
        .integer(
          in: range, rule: "guess a whole number from \(range.lowerBound) to \(range.upperBound)"),
        samples: [range.lowerBound, (range.lowerBound + range.upperBound) / 2, range.upperBound]
          .map(String.init)
      ) { .guess($0) },
      .action("quit", .quit),
    ])
    actionsByRange[range] = actions
    return actions
  }

  var screenName: String { "Game" }

  var messages: [String] {
    let prompt =
      "Guess a number between \(viewModel.range.lowerBound) and \(viewModel.range.upperBound)."
    switch viewModel.hint {
    case nil, .correct: return [prompt]
    case .tooLow: return [prompt, "too low"]
    case .tooHigh: return [prompt, "too high"]
    }
  }

  func perform(_ action: Action) {
    switch action {
    case .guess(let number): viewModel.guessSubmitted(number)
    case .quit: viewModel.quitButtonTapped()
    }
  }
}
