/// The Game screen: asks for guesses and says whether each is too low or too high.
@MainActor
final class GameScreen: AppScreen {
  let viewModel: GameViewModel

  init(viewModel: GameViewModel) {
    self.viewModel = viewModel
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

  var actions: [ScreenAction] { Self.actionList }

  private static let actionList = [ScreenAction("guess", argument: "N"), ScreenAction("quit")]

  func perform(_ action: String, arguments: [String]) throws(ScreenActionError) {
    try check(action, arguments: arguments)
    guard action == "guess" else {
      viewModel.quitButtonTapped()
      return
    }
    let range = viewModel.range
    guard let number = Int(arguments[0]), range.contains(number) else {
      throw .invalidArgument(
        "guess a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    viewModel.guessSubmitted(number)
  }
}
