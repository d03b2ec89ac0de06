import FlowsShell

/// The Main screen: greets the player, starts the game, settings and about flows, and logs out.
@MainActor
final class MainScreen: ShellScreen {
  let viewModel: MainScreenViewModel

  init(viewModel: MainScreenViewModel) {
    self.viewModel = viewModel
  }

  var screenName: String { "Main" }

  var messages: [String] { [viewModel.greeting, viewModel.summary] }

  enum Action {
    case play, settings, about, logout
  }

  var actions: ScreenActions<Action> { Self.actionList }

  private static let actionList = ScreenActions<Action>([
    .action("play", .play), .action("settings", .settings), .action("about", .about),
    .action("logout", .logout),
  ])

  func perform(_ action: Action) {
    switch action {
    case .play: viewModel.playButtonTapped()
    case .settings: viewModel.settingsButtonTapped()
    case .about: viewModel.aboutButtonTapped()
    case .logout: viewModel.logoutButtonTapped()
    }
  }
}
