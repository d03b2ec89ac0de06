/// The class every flow coordinator subclasses: it owns child flows and reports its own end.
///
/// A parent starts a child by adding it as a dependency, setting its
/// ``flowCompletion`` and calling ``start()``. When the child's flow ends it
/// calls ``finish()``, which runs ``flowCompletion`` once; there the parent
/// takes the child's screens off the router and removes the dependency, which
/// releases the child and its whole subtree.
///
/// ```swift
/// let game = GameFlowCoordinator(router: router)
/// addDependency(game)
/// game.flowCompletion = { [weak self, router] coordinator in
///   router.popFlow(coordinator, animated: true)
///   self?.removeDependency(coordinator)
/// }
/// game.start()
/// ```
///
/// Capture the parent weakly in ``flowCompletion``: the child holds the
/// closure, and the parent holds the child.
@MainActor
open class BaseCoordinator: Coordinator {
  /// Called once when the flow finishes, with the coordinator that finished.
  ///
  /// The parent sets it before starting the child. It should take the
  /// child's screens off the router and remove the child from the tree.
  public var flowCompletion: ((BaseCoordinator) -> Void)?

  /// Where the coordinator is in its life.
  public private(set) var lifecycle: CoordinatorLifecycle = .idle

  /// The coordinator that owns this one; `nil` for a root or a removed flow.
  public private(set) weak var parentCoordinator: BaseCoordinator?

  private var children = ChildList()

  /// Creates an idle coordinator with no children.
  public init() {}

  /// The name shown in trees, stacks and errors; the type name unless overridden.
  open var name: String { String(describing: type(of: self)) }

  /// The coordinator that owns this one, as the protocol sees it.
  public var parent: (any Coordinator)? { parentCoordinator }

  /// The children this coordinator owns, in the order they were added.
  public var childCoordinators: [any Coordinator] { children.elements }

  /// The children as ``BaseCoordinator`` values, in the order they were added.
  public var childFlows: [BaseCoordinator] { children.elements }

  /// Starts the flow. Overrides must call `super.start()` first.
  ///
  /// Moves the lifecycle from ``CoordinatorLifecycle/idle`` to
  /// ``CoordinatorLifecycle/running``; it does not restart a finished flow.
  open func start() {
    if lifecycle == .idle {
      lifecycle = .running
    }
  }

  /// Ends the flow: marks it and its subtree finished, then runs ``flowCompletion`` once.
  ///
  /// Calling it again, or on a flow whose ancestor already finished, does
  /// nothing, so it is safe to call from every path that can end a flow: a
  /// "done" button, the `onPop` of the flow's first screen, a dismissal.
  public func finish() {
    guard lifecycle != .finished else { return }
    let completion = flowCompletion
    markSubtreeFinished()
    completion?(self)
  }

  /// Adds `coordinator` as a child and makes this coordinator its parent.
  ///
  /// Adding a child twice does nothing. Adding a coordinator that already has
  /// another parent, this coordinator itself or one of its ancestors, a
  /// finished coordinator, or adding to a finished coordinator is a
  /// programming error and stops the program: a finished flow is never reused.
  public func addDependency(_ coordinator: BaseCoordinator) {
    precondition(lifecycle != .finished, "\(name) is finished and cannot take \(coordinator.name)")
    precondition(
      coordinator.lifecycle != .finished,
      "\(coordinator.name) is finished; start a new coordinator instead")
    if let current = coordinator.parentCoordinator {
      precondition(
        current === self,
        "\(coordinator.name) is already a child of \(current.name); remove it there first")
      return
    }
    var ancestor: BaseCoordinator? = self
    while let node = ancestor {
      precondition(
        node !== coordinator,
        "\(coordinator.name) cannot be a child of \(name): it is \(name) or one of its ancestors")
      ancestor = node.parentCoordinator
    }
    _ = children.append(coordinator)
    coordinator.parentCoordinator = self
  }

  /// Removes `coordinator` from the children, releasing it and its whole subtree.
  ///
  /// The removed subtree is marked finished without running any
  /// ``flowCompletion``. Returns `false`, changing nothing, when `coordinator`
  /// is not a child of this coordinator.
  @discardableResult
  public func removeDependency(_ coordinator: BaseCoordinator) -> Bool {
    guard children.remove(coordinator) else { return false }
    coordinator.parentCoordinator = nil
    coordinator.markSubtreeFinished()
    return true
  }

  /// Whether `coordinator` is a direct child of this coordinator.
  public func hasDependency(_ coordinator: BaseCoordinator) -> Bool {
    children.contains(coordinator)
  }

  private func markSubtreeFinished() {
    var pending: [BaseCoordinator] = [self]
    while let node = pending.popLast() {
      guard node.lifecycle != .finished else { continue }
      node.lifecycle = .finished
      node.flowCompletion = nil
      pending.append(contentsOf: node.children.elements)
    }
  }
}
