import Coordinator

/// A flow navigating by ``ToyRoute``: its first screen leaving, however it leaves, finishes it.
@MainActor
final class ToyRouteFlow: BaseCoordinator {
  let factory = ToyRouteFactory()
  private let router: any Router
  private(set) lazy var routes = RouteNavigator<ToyRoute>(router: router, owner: self) {
    [factory] route, routes in factory.destination(for: route, routes: routes)
  }

  init(router: any Router) {
    self.router = router
  }

  override func start() {
    super.start()
    routes.navigate(to: .home, onPop: { [weak self] in self?.finish() })
  }
}
