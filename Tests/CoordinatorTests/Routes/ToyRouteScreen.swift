import Coordinator

/// A headless screen for a ``ToyRoute``: it keeps its route and the route router it was given.
@MainActor
final class ToyRouteScreen: Presentable {
  let route: ToyRoute
  /// Injected by the factory, so the screen can navigate by route.
  let routes: RouteRouter<ToyRoute>

  init(route: ToyRoute, routes: RouteRouter<ToyRoute>) {
    self.route = route
    self.routes = routes
  }

  var screenName: String {
    switch route {
    case .home: "Home"
    case .detail: "Detail"
    case .form: "Form"
    case .sheet: "Sheet"
    case .done: "Done"
    }
  }
}
