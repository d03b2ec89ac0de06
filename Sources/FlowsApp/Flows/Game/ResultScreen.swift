/// The Result screen: the win, with a way to play again or finish.
@MainActor
final class ResultScreen: AppScreen {
  let viewModel: ResultViewModel

  init(viewModel: ResultViewModel) {
    self.viewModel = viewModel
  }

  var screenName: String { "Result" }

  var messages: [String] {
    ["correct in \(viewModel.tries) tries", "The number was \(viewModel.secret)."]
  }

  var actions: [ScreenAction] { Self.actionList }

  private static let actionList = [ScreenAction("again"), ScreenAction("done")]

  func perform(_ action: String, arguments: [String]) throws(ScreenActionError) {
    try check(action, arguments: arguments)
    switch action {
    case "again": viewModel.playAgainButtonTapped()
    default: viewModel.doneButtonTapped()
    }
  }
}
