import FlowsShell

/// The Profile screen: shows and changes the player's name.
@MainActor
final class ProfileScreen: ShellScreen {
  let viewModel: ProfileViewModel

  init(viewModel: ProfileViewModel) {
    self.viewModel = viewModel
  }

  var screenName: String { "Profile" }

  var messages: [String] { ["Profile name: \(viewModel.profileName)"] }

  enum Action {
    case name(String)
    case done
  }

  var actions: ScreenActions<Action> { Self.actionList }

  private static let actionList = ScreenActions<Action>([
    .action(
      "name", .word("NAME", rule: Settings.nameRule, where: { Settings.isValidName($0) }),
      samples: ["bo"]
    ) { .name($0) },
    .action("done", .done),
  ])

  func perform(_ action: Action) {
    switch action {
    case .name(let name): viewModel.nameSubmitted(name)
    case .done: viewModel.doneButtonTapped()
    }
  }
}
