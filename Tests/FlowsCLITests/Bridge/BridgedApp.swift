#if canImport(PlatformLayers)
  import Coordinator
  import CoordinatorBridge
  import FlowsShell
  import UIKit

  /// What a run through the bridge saw after every line: whether the window showed the
  /// router's stack, and whether the platform made every move the shell asked of it.
  @MainActor
  final class BridgedRunLog {
    /// What went wrong, by check: the window showing something else than the router, an
    /// animation left running, a move the platform did not make.
    var failures: [String] = []
    /// How many times the window was compared with the router.
    var checks = 0
    /// The routers of the runs' apps, to expect them released.
    var routers: [() -> BridgedShellRouter?] = []
  }

  /// A sample app run through the bridge: everything is the app's, but the router the shell
  /// drives is a ``BridgedShellRouter`` over the app's own.
  @MainActor
  final class BridgedApp<App: ShellApp>: ShellApp where App.AppRouter == StackRouter {
    typealias State = App.State

    let app: App
    let router: BridgedShellRouter
    private let log: BridgedRunLog

    init(_ app: App, log: BridgedRunLog) {
      self.app = app
      self.log = log
      router = BridgedShellRouter(router: app.router)
      router.root = app.rootCoordinator as? BaseCoordinator
      weak let router = router
      log.routers.append { router }
    }

    var rootCoordinator: any FlowCoordinator { app.rootCoordinator }
    var currentPath: FlowPath? { app.currentPath }
    var openablePaths: [FlowPath] { app.openablePaths }
    var linkOrigins: [LinkOrigin] { app.linkOrigins }
    var sampleLinks: [String] { app.sampleLinks }
    var showsTabs: Bool { app.showsTabs }

    func invariantViolations() -> [String] { app.invariantViolations() }

    func open(path: String) throws -> Bool { try app.open(path: path) }

    /// The app's notes; asked after the start and after every line, when the window must show
    /// what the router has.
    func takeNotes() -> ShellNotes {
      // Asked again after the line's rest, once the main queue has run.
      guard !router.awaitsMainQueue else { return app.takeNotes() }
      let shown = router.shown
      let expected = PlatformScreens(router.bridge.router.stack)
      if shown != expected {
        log.failures.append("check \(log.checks): window\n\(shown)\nrouter\n\(expected)")
      }
      if StandInAnimations.pendingCount != 0 || router.bridge.isTransitionInFlight {
        log.failures.append("check \(log.checks): an animation still runs")
      }
      log.failures += router.takeFailures().map { "check \(log.checks): \($0)" }
      log.checks += 1
      return app.takeNotes()
    }

    var savedState: App.State? { app.savedState }

    func restore(_ state: App.State) throws { try app.restore(state) }
  }
#endif
