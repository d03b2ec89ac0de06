import Coordinator

/// A child flow that a path can show: it resolves its own keys and starts animated or not.
///
/// A path change of one move animates, a longer one does not, so the flow a
/// path shows starts with the animation the ``PathNavigator`` asks for.
/// The parent starts it with ``BaseCoordinator/startChild(_:on:animated:then:)``,
/// as a button does, having set ``startsAnimated`` first; the flow's
/// ``BaseCoordinator/start()`` reads it.
@MainActor
protocol PathFlow: BaseCoordinator, PathCoordinator {
  /// Whether ``BaseCoordinator/start()`` animates the flow's first screen; `true` unless a path
  /// that shows the flow without animation cleared it before the start.
  var startsAnimated: Bool { get set }
}
