import Coordinator

/// The toy flow's one factory, which records every route it was asked for and every screen it made.
///
/// It records screens by identity only: holding them would keep them, and
/// through them the route navigator and this factory, alive.
@MainActor
final class ToyRouteFactory {
  private(set) var requested: [ToyRoute] = []
  private(set) var screens: [ObjectIdentifier] = []

  func destination(for route: ToyRoute, routes: RouteNavigator<ToyRoute>) -> RouteDestination {
    requested.append(route)
    if route == .done {
      return .finishFlow
    }
    let screen = ToyRouteScreen(route: route, routes: routes)
    screens.append(ObjectIdentifier(screen))
    return .screen(screen)
  }
}
