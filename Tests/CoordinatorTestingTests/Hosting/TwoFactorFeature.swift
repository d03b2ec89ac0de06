import Coordinator
import MVVM
import Observation

/// TicTacToe's two-factor feature, as a flow: a code typed and checked; the right one ends the
/// flow with a token, a wrong one says so on the screen.
@MainActor
@Observable
final class TwoFactorViewModel: ViewModel, StateDeclaring {
  struct State: Equatable, Sendable {
    var code = ""
    var error: String?
  }

  private(set) var state = State()
  @ObservationIgnored weak var flow: TwoFactorFlow?

  func codeChanged(_ code: String) {
    state.code = code
  }

  func submitTapped() {
    guard flow?.check(state.code) == true else {
      state.error = "wrong code"
      return
    }
  }
}

@MainActor
final class TwoFactorScreen: Presentable {
  let viewModel = TwoFactorViewModel()
  var screenName: String { "TwoFactor" }
}

/// Ends with a token once the code is right.
@MainActor
final class TwoFactorFlow: ReturningCoordinator<String> {
  let router: any Router
  private(set) weak var screen: TwoFactorScreen?

  init(router: any Router) {
    self.router = router
  }

  override func start() {
    super.start()
    let screen = TwoFactorScreen()
    screen.viewModel.flow = self
    self.screen = screen
    router.push(screen, owner: self) { [weak self] in self?.finish() }
  }

  /// Whether `code` is right; when it is, the flow ends with a token.
  func check(_ code: String) -> Bool {
    guard code == "1234" else { return false }
    finish(with: "token-1234")
    return true
  }
}

/// TicTacToe's login feature: a name, then the two-factor flow as a child; its token logs in.
@MainActor
final class LoginFlow: BaseCoordinator {
  let router: any Router
  private(set) var token: String?

  init(router: any Router) {
    self.router = router
  }

  override func start() {
    super.start()
    router.push(NamedScreen("Login"), owner: self) { [weak self] in self?.finish() }
  }

  func loginTapped() {
    runChild(TwoFactorFlow(router: router), on: router) { [weak self] token in
      self?.token = token
    }
  }
}
