/// A router that navigates by route values, with one factory that builds every screen.
///
/// A flow describes its screens as a `Route` enum whose associated values carry
/// the data each screen needs, and gives the route navigator one factory that
/// turns a route into a ``RouteDestination``. Screens and coordinators then
/// navigate by route, with the seed's four verbs and ``setRoot(to:animated:onPop:)``, and no
/// screen ever builds another: adding a screen means adding a case and a factory entry.
///
/// The route navigator runs on any ``Router``. Every screen it shows is recorded
/// as owned by its ``owner``, so trees and invariant checks see which flow a
/// screen belongs to, and every navigation can carry an `onPop` callback.
///
/// ```swift
/// enum AuthRoute {
///   case login
///   case otp(code: String)
///   case home
/// }
///
/// let routes = RouteNavigator<AuthRoute>(router: router, owner: flow) { route, routes in
///   switch route {
///   case .login: .screen(LoginScreen(routes: routes))
///   case .otp(let code): .screen(OTPScreen(code: code, routes: routes))
///   case .home: .finishFlow
///   }
/// }
/// routes.navigate(to: .login, onPop: { [weak flow] in flow?.finish() })
/// routes.navigate(to: .otp(code: "123456"))
/// ```
///
/// The route navigator holds its factory strongly and its owner weakly. A
/// factory that needs the owning coordinator should capture it `unowned` or
/// `weak` when the coordinator holds the route navigator, or the two keep each
/// other alive. Likewise a screen should hold the route navigator it is given
/// weakly: the route navigator holds the router, which holds the screen, so a
/// strong reference back keeps all three alive until the screen leaves.
@MainActor
public final class RouteNavigator<Route> {
  /// The factory's shape: it receives the route and this route navigator, to inject into the screen.
  public typealias Factory = @MainActor (Route, RouteNavigator<Route>) -> RouteDestination

  /// The router the screens are shown on.
  public let router: any Router

  /// The coordinator recorded as the owner of every screen this route navigator shows.
  ///
  /// A route that leads to ``RouteDestination/finishFlow`` finishes it. It is
  /// held weakly: once it is released, screens are shown without an owner and
  /// a route out of the flow does nothing.
  public private(set) weak var owner: BaseCoordinator?

  private let factory: Factory

  /// Creates a route navigator that shows on `router` the screens `factory` builds, owned by `owner`.
  ///
  /// - Parameters:
  ///   - router: the router to show screens on, such as a ``StackRouter``.
  ///   - owner: the coordinator that owns every screen shown through this route navigator.
  ///   - factory: the only place that builds screens: it turns a route into a
  ///     ``RouteDestination`` and receives this route navigator to inject.
  public init(router: any Router, owner: BaseCoordinator, factory: @escaping Factory) {
    self.router = router
    self.owner = owner
    self.factory = factory
  }

  /// Pushes the screen for `route` on the top level; returns its entry id and whether it was
  /// shown.
  ///
  /// When the route leads out of the flow, nothing is pushed, the owner
  /// finishes and the result is `nil`.
  ///
  /// - Parameters:
  ///   - route: where to go; its associated values reach the screen through the factory.
  ///   - animated: whether the platform animates the push.
  ///   - onPop: runs exactly once when the screen leaves, however it leaves.
  @discardableResult
  public func navigate(
    to route: Route, animated: Bool = true, onPop: (@MainActor () -> Void)? = nil
  ) -> EntryOutcome? {
    show(route) { router.push($0, owner: owner, animated: animated, onPop: onPop) }
  }

  /// Presents the screen for `route` as the root of a new level with a stack of its own.
  ///
  /// Routes navigated to afterwards are pushed on that level, until it is
  /// dismissed. When the route leads out of the flow, nothing is presented,
  /// the owner finishes and the result is `nil`.
  ///
  /// - Parameters:
  ///   - route: where to go; its associated values reach the screen through the factory.
  ///   - animated: whether the platform animates the presentation.
  ///   - onPop: runs exactly once when the screen leaves, however its level is dismissed.
  @discardableResult
  public func present(
    to route: Route, animated: Bool = true, onPop: (@MainActor () -> Void)? = nil
  ) -> EntryOutcome? {
    show(route) { router.present($0, owner: owner, animated: animated, onPop: onPop) }
  }

  /// Makes the screen for `route` the only one: the root of level 0, in place of every screen
  /// on every level.
  ///
  /// Every replaced screen's `onPop` runs, as ``Router/setRoot(_:owner:animated:onPop:)``
  /// says, the flow's own first screen's included: a flow whose first screen's `onPop`
  /// finishes it ends when it replaces that screen. Replace the root on the flow's start,
  /// giving the new root the flow's `onPop`, or from the flow's parent. When the route leads
  /// out of the flow, nothing is replaced, the owner finishes and the result is `nil`.
  ///
  /// - Parameters:
  ///   - route: where to go; its associated values reach the screen through the factory.
  ///   - animated: whether the platform animates the replacement.
  ///   - onPop: runs exactly once when the screen leaves, however it leaves.
  @discardableResult
  public func setRoot(
    to route: Route, animated: Bool = false, onPop: (@MainActor () -> Void)? = nil
  ) -> EntryOutcome? {
    show(route) { router.setRoot($0, owner: owner, animated: animated, onPop: onPop) }
  }

  /// Pops the top screen of the top level.
  ///
  /// Throws ``RouterError/nothingToPop`` at the root of a level, changing nothing.
  public func pop(animated: Bool = true) throws(RouterError) {
    try router.pop(animated: animated)
  }

  /// Dismisses the top presented level with every screen on it.
  ///
  /// Throws ``RouterError/nothingPresented`` when no level is presented, changing nothing.
  public func dismiss(animated: Bool = true) throws(RouterError) {
    try router.dismiss(animated: animated)
  }

  /// Where `route` leads, as the factory builds it, without showing anything.
  ///
  /// This is the seed's `makeViewController(baseRoute:)`; the navigation
  /// verbs call it, and tests may call it to inspect a screen.
  public func destination(for route: Route) -> RouteDestination {
    factory(route, self)
  }

  private func show(
    _ route: Route, on place: (any Presentable) -> EntryOutcome
  ) -> EntryOutcome? {
    switch destination(for: route) {
    case .screen(let screen):
      return place(screen)
    case .finishFlow:
      owner?.finish()
      return nil
    }
  }
}
