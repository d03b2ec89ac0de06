extension BaseCoordinator {
  /// Replaces every child flow of this coordinator with `child`, whose first screen replaces
  /// the router's root in the same change: the screen never goes blank in between.
  ///
  /// The children end first, as ``removeDependency(_:)-(BaseCoordinator)`` ends them (their
  /// ``didEnd()`` runs and a parent waiting for a result hears `nil`), but their screens stay
  /// until `child`'s ``start()`` replaces the root — with ``Router/setRoot(_:owner:animated:onPop:)``
  /// or ``StackRouter/setTabs(_:selected:owner:animated:onSelect:)`` — which takes them off in
  /// one event, such as `root #4 Home replaced #2 Code, #1 Login`. Then `child` runs as
  /// ``startChild(_:on:animated:then:)`` runs it.
  ///
  /// On a ``StackRouter`` (or a tab's ``TabStackRouter``) with no transition in flight, a
  /// `child` whose start leaves a screen of the old flows on the router — it pushed instead of
  /// replacing the root — stops the program: those screens would outlive their flows.
  ///
  /// ```swift
  /// func loginDidSucceed() {
  ///   swapRoot(to: HomeFlow(router: router), on: router)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - child: A coordinator that has not started, whose start replaces the root.
  ///   - router: The router that shows the children's screens.
  ///   - animated: Whether taking the child's remaining screens off, when it ends, is animated.
  ///   - next: Runs when `child` finishes, as for ``startChild(_:on:animated:then:)``.
  public func swapRoot<Child: BaseCoordinator>(
    to child: Child, on router: any Router, animated: Bool = false,
    then next: ((Child) -> Void)? = nil
  ) {
    // All of them end before any of their ends is told, as an ancestor's end ends them.
    let old = removeAllDependencies()
    startChild(child, on: router, animated: animated, then: next)
    let stackRouter = (router as? StackRouter) ?? (router as? TabStackRouter)?.container
    if let stackRouter, !stackRouter.isTransitionInFlight {
      precondition(
        !stackRouter.holdsScreens(of: old.flatMap(StackRouter.subtree(of:))),
        "\(child.name) did not replace the root when it started: swapRoot needs a flow that "
          + "starts with setRoot or setTabs")
    }
    // Behind a transition the new root waits: these pops, queued after it, mark the old
    // screens as leaving meanwhile, and find nothing once it has replaced them.
    for flow in old {
      router.popFlow(flow, animated: false)
    }
  }
}
