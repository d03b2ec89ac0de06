import Coordinator
import Testing

// The listings of the doc comments of `Guards/LeaveGuard.swift` and
// `Routes/RouteNavigator.swift`, compiled and run. `DocCommentListingTests` checks that they still
// match.

/// An editor with a draft, which the listing of `LeaveGuard.swift` guards.
final class NoteEditorFlow: BaseCoordinator {
  let router: any Router
  var hasUnsavedChanges = false
  private(set) var askedToDiscard = 0

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.push(DocScreen("Editor"), owner: self) { [weak self] in self?.finish() }
  }

  func askToDiscard() { askedToDiscard += 1 }
}

extension NoteEditorFlow: LeaveGuard {
  func leaveDecision(for request: LeaveRequest) -> LeaveDecision {
    hasUnsavedChanges ? .stay(reason: "unsaved changes") : .leave
  }

  func leaveRefused(_ request: LeaveRequest) {
    if request != .link { askToDiscard() }
  }
}

@MainActor
@Suite struct LeaveGuardDocComment {
  @Test func theBackButtonAsksFirstWhileADraftIsUnsaved() throws {
    let router = StackRouter()
    router.setRoot(DocScreen("Notes"), owner: nil, animated: false, onPop: nil)
    let editor = NoteEditorFlow(router: router)
    editor.start()
    editor.hasUnsavedChanges = true
    try router.goBack()
    #expect(editor.askedToDiscard == 1 && editor.lifecycle == .running)
    editor.hasUnsavedChanges = false
    try router.goBack()
    #expect(editor.lifecycle == .finished)
  }
}

/// The listing of `RouteNavigator.swift`, whose route type is local to the test.
@MainActor
@Suite struct RouteNavigatorDocComment {
  final class LoginScreen<Route>: Presentable {
    weak var routes: RouteNavigator<Route>?
    init(routes: RouteNavigator<Route>) { self.routes = routes }
    var screenName: String { "Login" }
  }

  final class OTPScreen<Route>: Presentable {
    let code: String
    weak var routes: RouteNavigator<Route>?

    init(code: String, routes: RouteNavigator<Route>) {
      self.code = code
      self.routes = routes
    }

    var screenName: String { "OTP" }
  }

  @Test func routesBuildTheirScreensAndTheLastEndsTheFlow() {
    let router = StackRouter()
    let flow = BaseCoordinator()
    flow.start()

    enum AuthRoute {
      case login
      case otp(code: String)
      case home
    }

    let routes = RouteNavigator<AuthRoute>(router: router, owner: flow) { route, routes in
      switch route {
      case .login: .screen(LoginScreen(routes: routes))
      case .otp(let code): .screen(OTPScreen(code: code, routes: routes))
      case .home: .finishFlow
      }
    }
    routes.navigate(to: .login, onPop: { [weak flow] in flow?.finish() })
    routes.navigate(to: .otp(code: "123456"))

    #expect(router.stack.description == "level 0: #1 Login, #2 OTP")
    #expect((router.topScreen as? OTPScreen<AuthRoute>)?.code == "123456")
    routes.navigate(to: .home)
    #expect(flow.lifecycle == .finished)
  }
}
