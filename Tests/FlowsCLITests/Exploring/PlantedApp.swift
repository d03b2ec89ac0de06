import Coordinator
import FlowsShell

/// An app with three planted breaks, each reached by one line from Home: `leak` starts a flow
/// that the app keeps alive after it ends (`done`), `stray` shows a screen owned by a flow that
/// is not in the tree, and the link `/home/detail` opens Other where `detail` shows Detail.
@MainActor
final class PlantedApp: BaseCoordinator, ShellApp {
  let router = StackRouter(isJournaling: false)
  /// A flow kept alive, and never added to the tree.
  private let stray = StrayFlow()
  /// The leaky flows, kept after they end: alive, out of the tree, and reachable, so that
  /// LeakSanitizer sees no leak when the app goes.
  private var kept: [LeakyFlow] = []

  override func start() {
    super.start()
    router.setRoot(PlantedScreen("Home", app: self), owner: self)
  }

  var currentPath: FlowPath? {
    switch router.topScreen?.screenName {
    case "Home": try? FlowPath(parsing: "/home")
    case "Detail": try? FlowPath(parsing: "/home/detail")
    default: nil
    }
  }

  func open(path: String) throws -> Bool {
    guard path == "/home/detail" else { throw ShellAppError("no such path") }
    router.push(PlantedScreen("Other", app: self), owner: self)
    return true
  }

  func perform(_ action: PlantedScreen.Action) {
    switch action {
    case .detail: router.push(PlantedScreen("Detail", app: self), owner: self)
    case .leak:
      let flow = LeakyFlow(router: router, app: self)
      kept.append(flow)
      addDependency(flow)
      flow.flowCompletion = { [weak self] flow in
        self?.router.popFlow(flow, animated: false)
        self?.removeDependency(flow)
      }
      flow.start()
    case .stray: router.push(PlantedScreen("Stray", app: self), owner: stray)
    case .done: (childCoordinators.last as? LeakyFlow)?.finish()
    }
  }
}

/// A flow the app keeps after it ends, so that it outlives its end.
@MainActor
final class LeakyFlow: BaseCoordinator {
  private let router: StackRouter
  private weak var app: PlantedApp?

  init(router: StackRouter, app: PlantedApp) {
    self.router = router
    self.app = app
  }

  override func start() {
    super.start()
    if let app {
      router.push(PlantedScreen("Leaky", app: app), owner: self) { [weak self] in self?.finish() }
    }
  }
}

/// A flow the app keeps but never starts under it.
@MainActor
final class StrayFlow: BaseCoordinator {}

/// Every screen of the planted app, each taking the app's few actions.
@MainActor
final class PlantedScreen: ShellScreen {
  enum Action: Sendable { case detail, leak, stray, done }

  let screenName: String
  private weak var app: PlantedApp?

  init(_ name: String, app: PlantedApp) {
    screenName = name
    self.app = app
  }

  var messages: [String] { [] }
  var actions: ScreenActions<Action> {
    screenName == "Home" ? Self.home : screenName == "Leaky" ? Self.leaky : Self.none
  }
  private static let home = ScreenActions<Action>([
    .action("detail", .detail), .action("leak", .leak), .action("stray", .stray),
  ])
  private static let leaky = ScreenActions<Action>([.action("done", .done)])
  private static let none = ScreenActions<Action>([])

  func perform(_ action: Action) { app?.perform(action) }
}
