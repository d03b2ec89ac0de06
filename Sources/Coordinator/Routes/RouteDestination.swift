/// Where a route leads, as a ``RouteNavigator``'s factory decides: to a screen or out of the flow.
///
/// Most routes lead to a screen. A route that leaves the flow, such as a
/// login flow's `.home`, leads to ``finishFlow``: nothing is shown and the
/// flow's coordinator finishes, so that its parent can take its screens off
/// and start what comes next.
public enum RouteDestination {
  /// The route is shown as this screen.
  case screen(any Presentable)
  /// The route leads out of the flow: nothing is shown and the owning coordinator finishes.
  case finishFlow
}
