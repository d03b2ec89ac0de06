// The overloads that take a coordinator as `childCoordinators` and `parent` give it, an
// existential: a coordinator of another kind than `BaseCoordinator` is never a child.

extension BaseCoordinator {
  /// Removes `coordinator`, as read from ``childCoordinators`` or ``parent``, from the children.
  ///
  /// The same as the overload that takes a ``BaseCoordinator``; a coordinator of another
  /// kind is never a child, and `false` is returned.
  @discardableResult
  public func removeDependency(_ coordinator: any FlowCoordinator) -> Bool {
    guard let child = coordinator as? BaseCoordinator else { return false }
    return removeDependency(child)
  }

  /// Whether `coordinator`, as read from ``childCoordinators`` or ``parent``, is a direct child.
  public func hasDependency(_ coordinator: any FlowCoordinator) -> Bool {
    guard let child = coordinator as? BaseCoordinator else { return false }
    return hasDependency(child)
  }
}
