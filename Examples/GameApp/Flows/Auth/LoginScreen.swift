import FlowsShell

/// The Login screen: asks for a name; says `too many attempts` after three wrong codes, and
/// `log in to continue` while a deep link waits for the login.
@MainActor
final class LoginScreen: ShellScreen {
  let viewModel: LoginViewModel

  init(viewModel: LoginViewModel) {
    self.viewModel = viewModel
  }

  var screenName: String { "Login" }

  var messages: [String] {
    if viewModel.isLoggingIn { return ["Log in with your name.", "Logging in…"] }
    return switch viewModel.notice {
    case nil: ["Log in with your name."]
    case .tooManyAttempts: ["Log in with your name.", "too many attempts"]
    case .loginRequired: ["Log in with your name.", "log in to continue"]
    }
  }

  enum Action {
    case login(name: String)
  }

  var actions: ScreenActions<Action> { Self.actionList }

  private static let actionList = ScreenActions<Action>([
    .action(
      "login", .word("NAME", rule: Settings.nameRule, where: { Settings.isValidName($0) }),
      samples: ["ada"]
    ) { .login(name: $0) }
  ])

  func perform(_ action: Action) {
    switch action {
    case .login(let name): viewModel.loginSubmitted(name: name)
    }
  }
}
