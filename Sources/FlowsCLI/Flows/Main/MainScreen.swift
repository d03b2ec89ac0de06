/// The Main screen: greets the player and starts the game and settings flows.
@MainActor
final class MainScreen: AppScreen {
  let viewModel: MainScreenViewModel

  init(viewModel: MainScreenViewModel) {
    self.viewModel = viewModel
  }

  var screenName: String { "Main" }

  var messages: [String] { [viewModel.greeting, viewModel.summary] }

  var actions: [ScreenAction] { [ScreenAction("play"), ScreenAction("settings")] }

  func perform(_ action: String, arguments: [String]) throws(ScreenActionError) {
    try check(action, arguments: arguments)
    switch action {
    case "play": viewModel.playButtonTapped()
    default: viewModel.settingsButtonTapped()
    }
  }
}
