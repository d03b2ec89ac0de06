/// The Login screen: asks for a name; says `too many attempts` after three wrong codes, and
/// `log in to continue` while a deep link waits for the login.
@MainActor
final class LoginScreen: AppScreen {
  let viewModel: LoginViewModel

  init(viewModel: LoginViewModel) {
    self.viewModel = viewModel
  }

  var screenName: String { "Login" }

  var messages: [String] {
    switch viewModel.notice {
    case nil: ["Log in with your name."]
    case .tooManyAttempts: ["Log in with your name.", "too many attempts"]
    case .loginRequired: ["Log in with your name.", "log in to continue"]
    }
  }

  var actions: [ScreenAction] { Self.actionList }

  private static let actionList = [ScreenAction("login", argument: "NAME")]

  func perform(_ action: String, arguments: [String]) throws(ScreenActionError) {
    try check(action, arguments: arguments)
    guard Settings.isValidName(arguments[0]) else {
      throw .invalidArgument("a name is 1 to 32 of letters, digits, _ and -")
    }
    viewModel.loginSubmitted(name: arguments[0])
  }
}
