import Coordinator

/// A child flow that a path can show: it resolves its own keys and starts animated or not.
///
/// A path change of one move animates, a longer one does not, so the flow a
/// path shows starts with the animation the ``NavigationRouter`` asks for;
/// ``BaseCoordinator/start()`` starts it animated, as a button does.
@MainActor
protocol PathFlow: BaseCoordinator, PathCoordinator {
  /// Starts the flow and shows its first screen, animated or not.
  func start(animated: Bool)
}
