extension BaseCoordinator {
  /// Adds `child`, sets its ``flowCompletion`` and starts it: the usual way to run a child flow.
  ///
  /// When `child` finishes (its own ``finish()``, which the `onPop` of its
  /// first screen calls however that screen leaves), the pop of what is left
  /// of its screens is asked of `router` (nothing is left when the platform's
  /// back button or a swipe already took them; a pop asked during a
  /// transition waits its turn); then `child` leaves the tree, which releases
  /// it and its subtree; then `next` runs with it. A child taken out with
  /// ``removeDependency(_:)-(BaseCoordinator)``, finished with an ancestor, or ended because
  /// this coordinator was released while it ran, runs none of this.
  ///
  /// ```swift
  /// startChild(GameFlow(router: router), on: router) { [weak self] game in
  ///   self?.record(score: game.score)
  /// }
  /// ```
  ///
  /// The child holds `next` until it finishes, so `next` should capture this
  /// coordinator weakly, as above. The preconditions of ``addDependency(_:)``
  /// apply, and starting a child that has already started stops the program.
  /// Set ``flowCompletion`` yourself for a flow that must end some other way.
  ///
  /// - Parameters:
  ///   - child: A coordinator that has not started.
  ///   - router: The router that shows the child's screens.
  ///   - animated: Whether taking the remaining screens off is animated.
  ///   - next: Runs last, with the child out of the tree.
  public func startChild<Child: BaseCoordinator>(
    _ child: Child, on router: any Router, animated: Bool = true,
    then next: ((Child) -> Void)? = nil
  ) {
    precondition(child.lifecycle == .idle, "\(child.name) has already started")
    addDependency(child)
    // The child itself, typed, rather than the coordinator the completion is given.
    child.flowCompletion = { [weak self, weak child] _ in
      guard let child else { return }
      router.popFlow(child, animated: animated)
      guard let self else { return }
      removeDependency(child)
      next?(child)
    }
    child.start()
  }
}
