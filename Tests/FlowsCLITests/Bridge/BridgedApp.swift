import Coordinator
import CoordinatorBridge
import FlowsShell

/// What a run through the bridge saw after every line: whether the fake platform showed the
/// router's stack.
@MainActor
final class BridgedRunLog {
  /// The lines, counted from the start, after which the platform showed something else.
  var mismatches: [String] = []
  /// How many times the platform was compared with the router.
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
    weak let router = router
    log.routers.append { router }
  }

  var rootCoordinator: any FlowCoordinator { app.rootCoordinator }
  var currentPath: FlowPath? { app.currentPath }
  var openablePaths: [FlowPath] { app.openablePaths }
  var linkOrigins: [LinkOrigin] { app.linkOrigins }

  func open(path: String) throws -> Bool { try app.open(path: path) }

  /// The app's notes; asked after the start and after every line, when the platform must show
  /// what the router has.
  func takeNotes() -> ShellNotes {
    let shown = router.platform.screens
    let expected = PlatformScreens(router.bridge.router.stack)
    if shown != expected || !router.platform.animating.isEmpty {
      log.mismatches.append("check \(log.checks): platform\n\(shown)\nrouter\n\(expected)")
    }
    log.checks += 1
    return app.takeNotes()
  }

  var savedState: App.State? { app.savedState }

  func restore(_ state: App.State) throws { try app.restore(state) }
}
