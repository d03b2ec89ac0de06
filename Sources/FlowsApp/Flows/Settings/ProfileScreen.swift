/// The Profile screen: shows and changes the player's name.
@MainActor
final class ProfileScreen: AppScreen {
  let viewModel: ProfileViewModel

  init(viewModel: ProfileViewModel) {
    self.viewModel = viewModel
  }

  var screenName: String { "Profile" }

  var messages: [String] { ["Profile name: \(viewModel.profileName)"] }

  var actions: [ScreenAction] { Self.actionList }

  private static let actionList = [ScreenAction("name", argument: "NAME"), ScreenAction("done")]

  func perform(_ action: String, arguments: [String]) throws(ScreenActionError) {
    try check(action, arguments: arguments)
    guard action == "name" else {
      viewModel.doneButtonTapped()
      return
    }
    guard Settings.isValidName(arguments[0]) else {
      throw .invalidArgument("a name is 1 to 32 of letters, digits, _ and -")
    }
    viewModel.nameSubmitted(arguments[0])
  }
}
