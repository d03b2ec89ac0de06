// The names types had before they were renamed, kept for one minor version so that code
// written against them compiles, with a warning that names the new one.

/// The old name of ``RouteNavigator``: it navigates a router by routes and is not a router
/// itself.
@available(*, deprecated, renamed: "RouteNavigator")
public typealias RouteRouter<Route> = RouteNavigator<Route>

/// The old name of ``PathNavigator``: it navigates a router by paths and is not a router
/// itself.
@available(*, deprecated, renamed: "PathNavigator")
public typealias NavigationRouter = PathNavigator
