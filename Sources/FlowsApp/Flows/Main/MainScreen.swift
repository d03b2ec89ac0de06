/// The Main screen: greets the player, starts the game, settings and about flows, and logs out.
@MainActor
final class MainScreen: AppScreen {
  let viewModel: MainScreenViewModel

  init(viewModel: MainScreenViewModel) {
    self.viewModel = viewModel
  }

  var screenName: String { "Main" }

  var messages: [String] { [viewModel.greeting, viewModel.summary] }

  var actions: [ScreenAction] { Self.actionList }

  private static let actionList = [
    ScreenAction("play"), ScreenAction("settings"), ScreenAction("about"), ScreenAction("logout"),
  ]

  func perform(_ action: String, arguments: [String]) throws(ScreenActionError) {
    try check(action, arguments: arguments)
    switch action {
    case "play": viewModel.playButtonTapped()
    case "settings": viewModel.settingsButtonTapped()
    case "about": viewModel.aboutButtonTapped()
    default: viewModel.logoutButtonTapped()
    }
  }
}
