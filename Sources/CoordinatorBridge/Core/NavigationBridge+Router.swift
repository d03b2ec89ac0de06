public import Coordinator

/// The navigation verbs, forwarded to the router: coordinators given the bridge move the
/// router, and the bridge shows what they did.
extension NavigationBridge: Router {
  /// Forwards to `StackRouter/push(_:owner:animated:onPop:)`.
  @discardableResult
  public func push(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome {
    router.push(screen, owner: owner, animated: animated, onPop: onPop)
  }

  /// Forwards to `StackRouter/pop(animated:)`.
  public func pop(animated: Bool) throws(RouterError) { try router.pop(animated: animated) }

  /// Forwards to `StackRouter/popToRoot(animated:)`.
  public func popToRoot(animated: Bool) { router.popToRoot(animated: animated) }

  /// Forwards to `StackRouter/pop(to:animated:)`.
  public func pop(to id: RouterEntry.ID, animated: Bool) throws(RouterError) {
    try router.pop(to: id, animated: animated)
  }

  /// Forwards to `StackRouter/setRoot(_:owner:animated:onPop:)`.
  @discardableResult
  public func setRoot(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome {
    router.setRoot(screen, owner: owner, animated: animated, onPop: onPop)
  }

  /// Forwards to `StackRouter/present(_:owner:animated:onPop:)`.
  @discardableResult
  public func present(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome {
    router.present(screen, owner: owner, animated: animated, onPop: onPop)
  }

  /// Forwards to `StackRouter/dismiss(animated:)`.
  public func dismiss(animated: Bool) throws(RouterError) { try router.dismiss(animated: animated) }

  /// The router the bridge forwards to, whose state every call moves.
  public var underlyingRouter: any Router { router }

  /// Forwards to `StackRouter/popFlow(_:animated:)`.
  public func popFlow(_ coordinator: any FlowCoordinator, animated: Bool) {
    router.popFlow(coordinator, animated: animated)
  }
}

/// What tree snapshots, validation and the tester read, forwarded to the router.
extension NavigationBridge: InspectableRouter {
  /// The router's `StackRouter/stack`.
  public var stack: RouterStack { router.stack }
  /// The router's `StackRouter/ownedEntries`.
  public var ownedEntries: [OwnedRouterEntry] { router.ownedEntries }
  /// The router's `StackRouter/ownedTabSet`.
  public var ownedTabSet: OwnedTabSet? { router.ownedTabSet }
  /// The router's `StackRouter/nextEntryID`.
  public var nextEntryID: RouterEntry.ID { router.nextEntryID }
  /// The router's `StackRouter/isTransitionInFlight`.
  public var isTransitionInFlight: Bool { router.isTransitionInFlight }
  /// The router's `StackRouter/queuedCallCount`.
  public var queuedCallCount: Int { router.queuedCallCount }

  /// Forwards to `StackRouter/observe(_:)`.
  public func observe(_ handler: @escaping @MainActor (RouterEvent) -> Void) -> RouterObservation {
    router.observe(handler)
  }
}
