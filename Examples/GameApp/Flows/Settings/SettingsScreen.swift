import FlowsShell

/// The Settings screen: difficulty, sound, and the way to the Profile screen.
@MainActor
final class SettingsScreen: ShellScreen {
  let viewModel: SettingsViewModel

  init(viewModel: SettingsViewModel) {
    self.viewModel = viewModel
  }

  var screenName: String { "Settings" }

  var messages: [String] {
    // The first two lines are one of a few texts each, written out rather than put together.
    let difficulty =
      switch viewModel.difficulty {
      case .easy: "Difficulty: easy"
      case .normal: "Difficulty: normal"
      case .hard: "Difficulty: hard"
      }
    return [
      difficulty, viewModel.isSoundOn ? "Sound: on" : "Sound: off",
      "Profile name: \(viewModel.profileName)",
    ]
  }

  enum Action {
    case difficulty(Difficulty)
    case sound(isOn: Bool)
    case profile, done
  }

  var actions: ScreenActions<Action> { Self.actionList }

  private static let actionList = ScreenActions<Action>([
    .action("difficulty", .choice(of: Difficulty.self)) { .difficulty($0) },
    .action("sound", .choice(["on": true, "off": false])) { .sound(isOn: $0) },
    .action("profile", .profile), .action("done", .done),
  ])

  func perform(_ action: Action) {
    switch action {
    case .difficulty(let difficulty): viewModel.difficultySelected(difficulty)
    case .sound(let isOn): viewModel.soundToggled(on: isOn)
    case .profile: viewModel.profileButtonTapped()
    case .done: viewModel.doneButtonTapped()
    }
  }
}
