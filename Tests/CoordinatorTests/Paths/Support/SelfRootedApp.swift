import Coordinator

/// An app that is the root of its own paths and owns the path navigator over itself, as the
/// sample apps are: its screen is Launch, and `main` starts the toy Main flow below it.
@MainActor
final class SelfRootedApp: BaseCoordinator, PathCoordinator {
  let stage: ToyStage

  /// The router over the app itself, made on first use since it needs `self`.
  private(set) lazy var navigation = PathNavigator(root: self, isJournaling: true)

  init(stage: ToyStage = ToyStage()) {
    self.stage = stage
  }

  override func start() {
    super.start()
    let launch = TestScreen("Launch")
    stage.track(launch, "Launch")
    stage.router.setRoot(launch, owner: self, animated: false)
  }

  /// The running Main flow.
  private var main: ToyPathFlow<ToyMainKey>? {
    childCoordinators.first as? ToyPathFlow<ToyMainKey>
  }

  var shownKeys: [ToyAppKey] { main == nil ? [] : [.main] }

  func item(for key: ToyAppKey) -> NavigationItem? {
    guard key == .main else { return nil }
    return NavigationItem(self, main ?? stage.makeMain()) { animated, app, main, completion in
      app.addDependency(main)
      main.flowCompletion = { [weak app] main in
        app?.stage.router.popFlow(main, animated: false)
        app?.removeDependency(main)
      }
      main.show(animated: animated)
      completion()
    } pop: { animated, app, main, completion in
      // Main's first screen leaving finishes it, and its completion takes it out of the tree.
      app.stage.router.popFlow(main, animated: animated)
      completion()
    }
  }
}
