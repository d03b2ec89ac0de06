import Coordinator

/// Logging in: Login, then OTP with the code the demo "sends"; the right code leads `.home`.
///
/// Built on a ``RouteRouter``: the screens are made in one factory,
/// ``destination(for:)``, and the flow navigates by ``AuthRoute``. `.home`
/// leads out of the flow: it finishes, its screens leave the router, and the
/// app starts the Main flow.
@MainActor
final class AuthFlowCoordinator: BaseCoordinator {
  private let router: any Router
  private let environment: AppEnvironment
  // The route router is this flow's own and never outlives it, so its factory
  // holds the flow unowned; a strong capture would keep both alive forever.
  private lazy var routes = RouteRouter<AuthRoute>(router: router, owner: self) {
    [unowned self] route, _ in self.destination(for: route)
  }
  private weak var loginViewModel: LoginViewModel?

  init(router: any Router, environment: AppEnvironment) {
    self.router = router
    self.environment = environment
  }

  override func start() {
    super.start()
    routes.navigate(to: .login, animated: false) { [weak self] in self?.finish() }
  }

  /// The only place that builds the flow's screens.
  private func destination(for route: AuthRoute) -> RouteDestination {
    switch route {
    case .login:
      let viewModel = LoginViewModel(output: self)
      loginViewModel = viewModel
      return .screen(LoginScreen(viewModel: viewModel))
    case .otp(let code):
      return .screen(OTPScreen(viewModel: OTPViewModel(code: code, output: self)))
    case .home:
      // Home is the Main flow, which the app starts once this flow has finished.
      return .finishFlow
    }
  }

  /// Back from OTP to Login, the flow's first screen, which stays while the flow runs.
  private func returnToLogin() {
    // OTP is the only screen above Login, so this pop cannot fail.
    try? routes.pop(animated: true)
  }
}

extension AuthFlowCoordinator: LoginViewModelOutput {
  func onLoginSubmitted(_ viewModel: LoginViewModel, name: String) {
    // The demo has no accounts: any valid name is "sent" the environment's code.
    routes.navigate(to: .otp(code: environment.otpCode))
  }
}

extension AuthFlowCoordinator: OTPViewModelOutput {
  func onOTPCodeVerified(_ viewModel: OTPViewModel) {
    routes.navigate(to: .home)
  }

  func onOTPAttemptsExhausted(_ viewModel: OTPViewModel) {
    returnToLogin()
    loginViewModel?.attemptsExhausted()
  }

  func onOTPCancelButtonTap(_ viewModel: OTPViewModel) {
    returnToLogin()
  }
}
