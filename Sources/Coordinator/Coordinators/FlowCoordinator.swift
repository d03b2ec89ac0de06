/// An object that owns one flow of an app and the flows it starts.
///
/// Coordinators form a tree: a parent owns its children strongly and a child
/// knows its parent weakly. ``BaseCoordinator`` is the implementation to
/// subclass; the protocol is what snapshots such as ``CoordinatorTree`` and
/// the router's ownership records read.
@MainActor
public protocol FlowCoordinator: AnyObject {
  /// The name shown in trees, stacks and errors; the type name by default.
  var name: String { get }

  /// Where the coordinator is in its life: idle, running or finished.
  var lifecycle: CoordinatorLifecycle { get }

  /// The coordinator that owns this one, or `nil` for a root or a released flow.
  var parent: (any FlowCoordinator)? { get }

  /// The flows this coordinator has started and still owns, in start order.
  var childCoordinators: [any FlowCoordinator] { get }

  /// Starts the flow: shows its first screen or starts its first child.
  func start()

  /// Ends the flow with every flow it started; calling it again does nothing.
  func finish()
}
