/// The Settings screen: difficulty, sound, and the way to the Profile screen.
@MainActor
final class SettingsScreen: AppScreen {
  let viewModel: SettingsViewModel

  init(viewModel: SettingsViewModel) {
    self.viewModel = viewModel
  }

  var screenName: String { "Settings" }

  var messages: [String] {
    [
      "Difficulty: \(viewModel.difficulty.rawValue)",
      "Sound: \(viewModel.isSoundOn ? "on" : "off")",
      "Profile name: \(viewModel.profileName)",
    ]
  }

  var actions: [ScreenAction] { Self.actionList }

  private static let actionList = [
    ScreenAction("difficulty", argument: "easy|normal|hard"),
    ScreenAction("sound", argument: "on|off"), ScreenAction("profile"), ScreenAction("done"),
  ]

  func perform(_ action: String, arguments: [String]) throws(ScreenActionError) {
    try check(action, arguments: arguments)
    switch action {
    case "difficulty":
      guard let difficulty = Difficulty(rawValue: arguments[0]) else {
        throw .invalidArgument("difficulty must be easy, normal or hard")
      }
      viewModel.difficultySelected(difficulty)
    case "sound":
      guard let isOn = ["on": true, "off": false][arguments[0]] else {
        throw .invalidArgument("sound must be on or off")
      }
      viewModel.soundToggled(on: isOn)
    case "profile": viewModel.profileButtonTapped()
    default: viewModel.doneButtonTapped()
    }
  }
}
