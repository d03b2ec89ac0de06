import Coordinator

/// A headless screen for a ``ToyRoute``: it keeps its route and the route navigator it was given.
@MainActor
final class ToyRouteScreen: Presentable {
  let route: ToyRoute
  /// Injected by the factory, so the screen can navigate by route.
  ///
  /// Not held strongly, as ``RouteNavigator`` asks: it holds the router, which
  /// holds this screen, and LeakSanitizer reported the three of them as a
  /// leak after every test that ended with screens on the router.
  unowned let routes: RouteNavigator<ToyRoute>

  init(route: ToyRoute, routes: RouteNavigator<ToyRoute>) {
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
