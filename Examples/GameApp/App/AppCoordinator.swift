import Coordinator
import FlowsShell

/// The root of the sample app: owns the router, starts Auth, then Main once logged in.
///
/// When the Auth flow finishes (the right code led `.home`), its screens
/// leave and the Main flow starts with Main as the root screen. When the Main
/// flow finishes (`logout`), it leaves with every flow it started and Auth
/// starts again.
///
/// The app also navigates by path: ``navigation`` is a ``PathNavigator``
/// over the app's flows, whose root is the app itself (it resolves the first
/// key, `login` or `main`), each flow resolving its own keys, and
/// ``open(path:)`` is the one entry point for deep links. What a person does
/// by hand, and what the platform does (a back button, a swipe-down), needs
/// no recording: ``navigation`` reads its path from the flows, each saying
/// which of its keys it shows.
@MainActor
final class AppCoordinator: BaseCoordinator {
  let router: StackRouter
  let environment: AppEnvironment

  /// Applies paths to the app's flows, and reads the path they show; the app is its root.
  ///
  /// Made on first use, since it needs `self`; it holds the app weakly, so the two do not keep
  /// each other alive. Its journal grows with every move, so it is kept only when the stack's is.
  private(set) lazy var navigation = PathNavigator(
    root: self, isJournaling: router.isJournaling)

  /// A deep link opened while logged out: it lands once the person has logged in.
  var pendingLink: FlowPath?

  init(router: StackRouter = StackRouter(), environment: AppEnvironment) {
    self.router = router
    self.environment = environment
  }

  override func start() {
    super.start()
    startAuthFlow()
  }

  /// The screen on top of the router, as the view layer sees it.
  var topScreen: (any ShellScreen)? { router.topScreen as? any ShellScreen }

  /// The running Auth flow, while logged out.
  var authFlow: AuthFlowCoordinator? { firstChild as? AuthFlowCoordinator }

  /// The running Main flow, while logged in.
  var mainFlow: MainFlowCoordinator? { firstChild as? MainFlowCoordinator }

  /// Whether the person has logged in: the Main flow runs.
  var isLoggedIn: Bool { mainFlow != nil }

  /// Starts `auth`, at Login; when it finishes, the person has logged in and Main starts.
  func start(_ auth: AuthFlowCoordinator) {
    startChild(auth, on: router, animated: false) { [weak self] _ in self?.didLogIn() }
  }

  /// Starts `main`, at Main; when it finishes, the person has logged out and Auth starts.
  func start(_ main: MainFlowCoordinator) {
    startChild(main, on: router, animated: false) { [weak self] _ in self?.startAuthFlow() }
  }

  /// Ends `flow` for a path that leaves it: it leaves the tree, then its screens leave the router.
  ///
  /// Taken out of the tree first, the flow is finished without running its
  /// completion, so leaving Main by a path does not start Auth by itself.
  func stop(_ flow: BaseCoordinator, animated: Bool) {
    removeDependency(flow)
    router.popFlow(flow, animated: animated)
  }

  private func startAuthFlow() {
    start(AuthFlowCoordinator(router: router, environment: environment))
  }

  private func didLogIn() {
    start(MainFlowCoordinator(router: router, environment: environment))
    guard let link = pendingLink else { return }
    pendingLink = nil
    // Checked when it was opened; the fresh Main flow resolves it the same way.
    navigation.receive(link)
  }
}
