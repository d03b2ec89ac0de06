public import Coordinator

/// A `Router` for unit tests of one coordinator: records every call, then carries it out.
///
/// Calls are recorded in order, whether or not they succeed, and run on a real
/// `StackRouter` (``backing``), so entry ids, `onPop` callbacks and errors
/// behave as in the app.
///
/// ```swift
/// let router = RecordingRouter()
/// let flow = GameFlow(router: router)
/// flow.start()
/// #expect(router.takeCalls() == [.push("Game", owner: "GameFlow", animated: true)])
/// ```
@MainActor
public final class RecordingRouter: InspectableRouter {
  /// The router that carries the calls out.
  public let backing: StackRouter

  /// Every call received since the router was made or the calls were last taken.
  public private(set) var calls: [RecordedCall] = []

  /// Creates a recording router over `backing` (a new `StackRouter` by default).
  public init(backing: StackRouter = StackRouter()) {
    self.backing = backing
  }

  /// Returns the recorded calls and forgets them.
  public func takeCalls() -> [RecordedCall] {
    defer { calls = [] }
    return calls
  }

  /// Records and runs a push.
  @discardableResult
  public func push(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome {
    calls.append(.push(screen.screenName, owner: owner?.name, animated: animated))
    return backing.push(screen, owner: owner, animated: animated, onPop: onPop)
  }

  /// Records and runs a pop.
  public func pop(animated: Bool) throws(RouterError) {
    calls.append(.pop(animated: animated))
    try backing.pop(animated: animated)
  }

  /// Records and runs a pop to the root.
  public func popToRoot(animated: Bool) {
    calls.append(.popToRoot(animated: animated))
    backing.popToRoot(animated: animated)
  }

  /// Records and runs a pop to an entry.
  public func pop(to id: RouterEntry.ID, animated: Bool) throws(RouterError) {
    calls.append(.popTo(id, animated: animated))
    try backing.pop(to: id, animated: animated)
  }

  /// Records and runs a root replacement.
  @discardableResult
  public func setRoot(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome {
    calls.append(.setRoot(screen.screenName, owner: owner?.name, animated: animated))
    return backing.setRoot(screen, owner: owner, animated: animated, onPop: onPop)
  }

  /// Records and runs a presentation.
  @discardableResult
  public func present(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome {
    calls.append(.present(screen.screenName, owner: owner?.name, animated: animated))
    return backing.present(screen, owner: owner, animated: animated, onPop: onPop)
  }

  /// Records and runs a dismissal.
  public func dismiss(animated: Bool) throws(RouterError) {
    calls.append(.dismiss(animated: animated))
    try backing.dismiss(animated: animated)
  }

  /// The ``backing`` router, whose state every recorded call moves.
  public var underlyingRouter: any Router { backing }

  /// Records and runs a flow's pop.
  public func popFlow(_ coordinator: any FlowCoordinator, animated: Bool) {
    calls.append(.popFlow(coordinator.name, animated: animated))
    backing.popFlow(coordinator, animated: animated)
  }

  // MARK: - The platform's moves, recorded and made on the backing router

  /// The platform's back button, recorded as ``RecordedCall/goBack``.
  public func goBack() throws(RouterError) {
    calls.append(.goBack)
    try backing.goBack()
  }

  /// An edge swipe that begins, recorded as ``RecordedCall/beginInteractivePop``.
  @discardableResult
  public func beginInteractivePop() throws(RouterError) -> RouterEntry {
    calls.append(.beginInteractivePop)
    return try backing.beginInteractivePop()
  }

  /// The edge swipe completing, recorded as ``RecordedCall/finishInteractivePop``.
  public func finishInteractivePop() throws(RouterError) {
    calls.append(.finishInteractivePop)
    try backing.finishInteractivePop()
  }

  /// The edge swipe let go, recorded as ``RecordedCall/cancelInteractivePop``.
  public func cancelInteractivePop() throws(RouterError) {
    calls.append(.cancelInteractivePop)
    try backing.cancelInteractivePop()
  }

  /// A presented level pulled down, recorded as ``RecordedCall/swipeToDismiss``.
  public func swipeToDismiss() throws(RouterError) {
    calls.append(.swipeToDismiss)
    try backing.swipeToDismiss()
  }

  // MARK: - Reading, from the backing router

  /// The backing router's screen of entry `id`.
  public func screen(for id: RouterEntry.ID) -> (any Presentable)? { backing.screen(for: id) }

  /// The backing router's entries with their owners.
  public var ownedEntries: [OwnedRouterEntry] { backing.ownedEntries }

  /// The backing router's stack.
  public var stack: RouterStack { backing.stack }

  /// The backing router's tab set and its owner.
  public var ownedTabSet: OwnedTabSet? { backing.ownedTabSet }

  /// The backing router's top entry.
  public var topEntry: RouterEntry? { backing.topEntry }

  /// The backing router's next entry id.
  public var nextEntryID: RouterEntry.ID { backing.nextEntryID }

  /// Whether the backing router has a transition in flight.
  public var isTransitionInFlight: Bool { backing.isTransitionInFlight }

  /// How many calls wait on the backing router.
  public var queuedCallCount: Int { backing.queuedCallCount }

  /// Observes the backing router's events.
  public func observe(
    _ handler: @escaping @MainActor (RouterEvent) -> Void
  ) -> RouterObservation {
    backing.observe(handler)
  }
}
