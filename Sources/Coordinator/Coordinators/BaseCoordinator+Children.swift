// What a coordinator tells of its children, read from the list it keeps them in.

extension BaseCoordinator {
  /// The children this coordinator owns, in the order they were added.
  public var childCoordinators: [any FlowCoordinator] { children.elements }

  /// ``childCoordinators`` as they are kept, as classes: a walk of the tree reads them without
  /// an array of existentials for each node.
  var childBases: [BaseCoordinator] { children.elements }

  /// The children in start order, `nil` where one was removed, as they are kept: read in one
  /// access, with no list built.
  var childSlots: [BaseCoordinator?] { children.slotsWithHoles }

  /// The child added first and still owned: ``childCoordinators``' first, without building
  /// the list, and as a class, so that a cast to a flow's type is cheap.
  public var firstChild: BaseCoordinator? { children.first }

  /// The child added last and still owned: ``childCoordinators``' last, without building the
  /// list, and as a class, so that a cast to a flow's type is cheap.
  public var lastChild: BaseCoordinator? { children.last }

  /// Whether `coordinator` is a direct child of this coordinator.
  public func hasDependency(_ coordinator: BaseCoordinator) -> Bool {
    children.contains(coordinator, at: coordinator.slotInParent)
  }
}
