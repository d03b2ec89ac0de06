import Coordinator

/// A headless screen with a fixed name.
@MainActor
final class NamedScreen: Presentable {
  let screenName: String

  init(_ name: String) {
    screenName = name
  }
}

/// A flow with one screen that finishes when the screen leaves.
@MainActor
final class OneScreenFlow: BaseCoordinator {
  let flowName: String
  let router: any Router
  let screen: String

  init(_ name: String, screen: String, router: any Router) {
    flowName = name
    self.screen = screen
    self.router = router
  }

  override var name: String { flowName }

  override func start() {
    super.start()
    router.push(NamedScreen(screen), owner: self) { [weak self] in self?.finish() }
  }
}
