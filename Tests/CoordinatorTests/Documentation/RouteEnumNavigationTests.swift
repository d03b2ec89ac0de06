import Coordinator
import Testing

// The listings of the DocC article "Route-Enum Navigation"
// (Coordinator.docc/RouteEnumNavigation.md). `ArticleListingTests` checks that they still
// match.

enum SignupRoute {
  case email
  case password(email: String)
  case terms
  case privacy
  case welcome
}

final class EmailScreen: Presentable {
  private weak var routes: RouteNavigator<SignupRoute>?

  init(routes: RouteNavigator<SignupRoute>) { self.routes = routes }

  func continueTapped(email: String) { routes?.navigate(to: .password(email: email)) }
  func termsTapped() { routes?.present(to: .terms) }
}

final class PasswordScreen: Presentable {
  let email: String
  private weak var routes: RouteNavigator<SignupRoute>?

  init(email: String, routes: RouteNavigator<SignupRoute>) {
    self.email = email
    self.routes = routes
  }

  func createAccountTapped() { routes?.navigate(to: .welcome) }
}

final class TermsScreen: Presentable {
  private weak var routes: RouteNavigator<SignupRoute>?

  init(routes: RouteNavigator<SignupRoute>) { self.routes = routes }

  func privacyTapped() { routes?.navigate(to: .privacy) }
  func closeTapped() { try? routes?.dismiss() }
}

final class PrivacyScreen: Presentable {}

final class SignupFlow: BaseCoordinator {
  private let router: any Router

  // The one factory: every screen of the flow is built here, and given the route navigator.
  private(set) lazy var routes = RouteNavigator<SignupRoute>(router: router, owner: self) {
    route, routes in
    switch route {
    case .email: .screen(EmailScreen(routes: routes))
    case .password(let email): .screen(PasswordScreen(email: email, routes: routes))
    case .terms: .screen(TermsScreen(routes: routes))
    case .privacy: .screen(PrivacyScreen())
    case .welcome: .finishFlow
    }
  }

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    routes.navigate(to: .email) { [weak self] in self?.finish() }
  }
}

final class LaunchScreen: Presentable {
  let screenName: String
  init(_ name: String) { screenName = name }
}

final class SignupAppCoordinator: BaseCoordinator {
  let router = StackRouter(isJournaling: true)

  override func start() {
    super.start()
    router.setRoot(LaunchScreen("Launch"), owner: self)
    let signup = SignupFlow(router: router)
    addDependency(signup)
    signup.flowCompletion = { [weak self, router] flow in
      router.popFlow(flow, animated: true)
      self?.removeDependency(flow)
      if let self {
        router.setRoot(LaunchScreen("Home"), owner: self)
      }
    }
    signup.start()
  }
}

@MainActor
@Suite struct RouteEnumNavigationTests {
  let app = SignupAppCoordinator()

  init() { app.start() }

  var tree: String { CoordinatorTree(app, router: app.router).render(.text) }

  @Test func aPersonSignsUpRouteByRoute() throws {
    #expect(
      tree == """
        SignupAppCoordinator [#1 Launch]
        └── SignupFlow [#2 EmailScreen]
        """)
    weak let routes = (app.childCoordinators.first as? SignupFlow)?.routes

    let email = try #require(app.router.topScreen as? EmailScreen)
    email.continueTapped(email: "ada@example.com")
    let password = try #require(app.router.topScreen as? PasswordScreen)
    #expect(password.email == "ada@example.com")  // the route carried it
    #expect(
      tree == """
        SignupAppCoordinator [#1 Launch]
        └── SignupFlow [#2 EmailScreen, #3 PasswordScreen]
        """)

    password.createAccountTapped()  // .welcome leads out of the flow
    #expect(routes == nil)
    #expect(
      tree == """
        SignupAppCoordinator [#4 Home]
        """)
    #expect(
      app.router.journal.map(\.description) == [
        "root #1 Launch replaced nothing (not animated)",
        "pushed #2 EmailScreen",
        "pushed #3 PasswordScreen",
        "popped #3 PasswordScreen, #2 EmailScreen",
        "root #4 Home replaced #1 Launch (not animated)",
      ])
  }

  @Test func theTermsArePresentedOnALevelOfTheirOwn() throws {
    let email = try #require(app.router.topScreen as? EmailScreen)
    email.termsTapped()
    let terms = try #require(app.router.topScreen as? TermsScreen)
    terms.privacyTapped()  // pushed on the terms' level
    #expect(
      app.router.stack.description == """
        level 0: #1 Launch, #2 EmailScreen
        level 1: #3 TermsScreen, #4 PrivacyScreen
        """)

    terms.closeTapped()  // dismisses the whole level
    #expect(app.router.stack.description == "level 0: #1 Launch, #2 EmailScreen")
  }

  @Test func popAndDismissFailWithTypedErrors() throws {
    let signup = try #require(app.childCoordinators.first as? SignupFlow)
    #expect(throws: RouterError.nothingPresented) { try signup.routes.dismiss() }
    signup.routes.present(to: .terms)
    #expect(throws: RouterError.nothingToPop) { try signup.routes.pop() }
    #expect(
      app.router.stack.description == """
        level 0: #1 Launch, #2 EmailScreen
        level 1: #3 TermsScreen
        """)
  }

  @Test func theFactoryCanBeAskedWithoutShowingAnything() throws {
    let signup = try #require(app.childCoordinators.first as? SignupFlow)
    guard case .screen(let screen) = signup.routes.destination(for: .password(email: "a@b.c"))
    else {
      Issue.record("a password route shows a screen")
      return
    }
    #expect((screen as? PasswordScreen)?.email == "a@b.c")
    guard case .finishFlow = signup.routes.destination(for: .welcome) else {
      Issue.record("the welcome route leads out of the flow")
      return
    }
    #expect(app.router.stack.description == "level 0: #1 Launch, #2 EmailScreen")
  }
}
