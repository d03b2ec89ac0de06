import Coordinator

/// Logging in: Login, then OTP with the code the demo "sends"; the right code leads `.home`.
///
/// Built on a ``RouteNavigator``: the screens are made in one factory,
/// ``destination(for:)``, and the flow navigates by ``AuthRoute``. `.home`
/// leads out of the flow: it finishes, its screens leave the router, and the
/// app starts the Main flow.
///
/// A path shows the flow at `/login`; `/login/otp` is only ever recorded,
/// after a person entered a name, since a code goes to someone who said who
/// they are and a link does not say it.
@MainActor
final class AuthFlowCoordinator: BaseCoordinator {
  private let router: any Router
  private let environment: AppEnvironment
  // The route navigator is this flow's own and never outlives it, so its factory
  // holds the flow unowned; a strong capture would keep both alive forever.
  private lazy var routes = RouteNavigator<AuthRoute>(router: router, owner: self) {
    [unowned self] route, _ in self.destination(for: route)
  }
  private weak var loginViewModel: LoginViewModel?
  /// The OTP screen while it is shown; the router and the path hold it.
  private weak var otpScreen: OTPScreen?

  init(router: any Router, environment: AppEnvironment) {
    self.router = router
    self.environment = environment
  }

  override func start() {
    super.start()
    routes.navigate(to: .login, animated: false) { [weak self] in self?.finish() }
  }

  /// Says on Login that the person must log in to go on, for a deep link that waits for it.
  func askToLogIn() {
    loginViewModel?.loginRequired()
  }

  /// Sends the code again and asks for it, as entering a name on Login does.
  ///
  /// For a saved session that ended on the OTP screen; does nothing unless Login is on top.
  func resendCode() {
    guard otpScreen == nil else { return }
    sendCode()
  }

  /// The only place that builds the flow's screens.
  private func destination(for route: AuthRoute) -> RouteDestination {
    switch route {
    case .login:
      let viewModel = LoginViewModel(output: self)
      loginViewModel = viewModel
      return .screen(LoginScreen(viewModel: viewModel))
    case .otp(let code):
      let screen = OTPScreen(viewModel: OTPViewModel(code: code, output: self))
      otpScreen = screen
      return .screen(screen)
    case .home:
      // Home is the Main flow, which the app starts once this flow has finished.
      return .finishFlow
    }
  }

  private func sendCode() {
    // The demo has no accounts: any valid name is "sent" the environment's code.
    routes.navigate(to: .otp(code: environment.otpCode))
  }

  /// Back from OTP to Login, the flow's first screen, which stays while the flow runs.
  private func returnToLogin(animated: Bool) {
    // OTP is the only screen above Login, so this pop cannot fail.
    try? routes.pop(animated: animated)
  }
}

extension AuthFlowCoordinator: PathCoordinator {
  /// Only the OTP screen a person reached by entering a name, so that a path can take it off:
  /// a link cannot show OTP, which needs the name a person enters on Login.
  func item(for key: AuthKey) -> NavigationItem? {
    switch key {
    case .otp:
      otpScreen.map { screen in
        NavigationItem(self, screen: screen, endsPath: true) { animated, auth, screen, completion in
          auth.router.push(screen, owner: auth, animated: animated)
          completion()
        } pop: { animated, auth, _, completion in
          auth.returnToLogin(animated: animated)
          completion()
        }
      }
    }
  }

  var shownKeys: [AuthKey] { otpScreen == nil ? [] : [.otp] }

  /// None: every key of this flow names a screen and ends the path, so no item is built to
  /// find a child flow where there is none.
  var shownChild: (any PathCoordinator)? { nil }
}

extension AuthFlowCoordinator: LoginViewModelOutput {
  func onLoginSubmitted(_ viewModel: LoginViewModel, name: String) {
    // The request is the flow's work: it ends with the flow, and the shell lets it run.
    startTask { [weak self, weak viewModel, auth = environment.auth] in
      let code = try? await auth.sendCode(to: name)
      viewModel?.requestEnded()
      guard let self, let code, !Task.isCancelled else { return }
      self.routes.navigate(to: .otp(code: code))
    }
  }
}

extension AuthFlowCoordinator: OTPViewModelOutput {
  func onOTPCodeSubmitted(_ viewModel: OTPViewModel, code: String) {
    startTask { [weak viewModel, auth = environment.auth] in
      let matches = (try? await auth.check(code, sent: viewModel?.code ?? "")) ?? false
      guard !Task.isCancelled else { return }
      viewModel?.codeChecked(matches: matches)
    }
  }

  func onOTPCodeVerified(_ viewModel: OTPViewModel) {
    routes.navigate(to: .home)
  }

  func onOTPAttemptsExhausted(_ viewModel: OTPViewModel) {
    returnToLogin(animated: true)
    loginViewModel?.attemptsExhausted()
  }

  func onOTPCancelButtonTap(_ viewModel: OTPViewModel) {
    returnToLogin(animated: true)
  }
}
