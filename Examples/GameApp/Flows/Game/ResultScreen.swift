import FlowsShell

/// The Result screen: the win, with a way to play again or finish.
@MainActor
final class ResultScreen: ShellScreen {
  let viewModel: ResultViewModel

  init(viewModel: ResultViewModel) {
    self.viewModel = viewModel
  }

  var screenName: String { "Result" }

  var messages: [String] {
    ["correct in \(viewModel.tries) tries", "The number was \(viewModel.secret)."]
  }

  enum Action {
    case again, done
  }

  var actions: ScreenActions<Action> { Self.actionList }

  private static let actionList = ScreenActions<Action>([
    .action("again", .again), .action("done", .done),
  ])

  func perform(_ action: Action) {
    switch action {
    case .again: viewModel.playAgainButtonTapped()
    case .done: viewModel.doneButtonTapped()
    }
  }
}
