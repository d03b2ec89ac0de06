/// The headless ``Router``: levels of navigation stacks held in memory, observable and journaled.
///
/// Level 0 is the root navigation stack; each ``present(_:owner:animated:onPop:)``
/// opens a level with a stack of its own, as a modal navigation controller
/// does. Entries get integer ids in push order, starting at 1, never reused,
/// so tests are deterministic.
///
/// Every change is published as a ``RouterEvent`` to observers and kept in
/// the ``journal``. The platform's own moves, an interactive back-swipe and a
/// swipe-down dismiss, are methods of their own (``beginInteractivePop()``,
/// ``swipeToDismiss()``) and run the same `onPop` callbacks as calls in code.
///
/// While a transition is in flight, whether a held ``TransitionStyle/manual``
/// transition, an interactive pop or the callbacks of the change being made,
/// further calls are queued and run in order after it: none is dropped and
/// none runs in the middle of another.
@MainActor
public final class StackRouter: Router {
  private struct Record {
    let id: RouterEntry.ID
    let screen: any Presentable
    let hasOwner: Bool
    let ownerName: String?
    weak var owner: (any Coordinator)?
    let onPop: (@MainActor () -> Void)?
  }

  /// A navigation call waiting for the transition in flight.
  private struct PendingCall {
    let call: RouterCall?
    let body: (StackRouter) throws(RouterError) -> Bool
  }

  /// How long transitions take: immediately, or until ``completeTransition()``.
  public let transitionStyle: TransitionStyle

  /// Whether events are kept in ``journal``; observers receive them either way.
  public var isJournaling: Bool

  /// Every event since the router was made or the journal was last taken, oldest first.
  public private(set) var journal: [RouterEvent] = []

  private var levels: [[Record]] = [[]]
  private var nextID: RouterEntry.ID = 1
  private var inFlight = false
  private var heldTransition = false
  private var interactiveEntry: RouterEntry.ID?
  private var pending: [PendingCall] = []
  private var pendingHead = 0
  private var isDraining = false
  private var observers: [(token: Int, handler: @MainActor (RouterEvent) -> Void)] = []
  private var nextObserverToken = 0

  /// Creates an empty router.
  ///
  /// - Parameters:
  ///   - transitionStyle: ``TransitionStyle/immediate`` (the default) or
  ///     ``TransitionStyle/manual`` for tests that hold transitions open.
  ///   - isJournaling: whether to keep every event in ``journal``; turn it
  ///     off in long-running sessions that do not read it.
  public init(transitionStyle: TransitionStyle = .immediate, isJournaling: Bool = true) {
    self.transitionStyle = transitionStyle
    self.isJournaling = isJournaling
  }

  // MARK: - Reading

  /// A value snapshot of every level and entry.
  public var stack: RouterStack {
    RouterStack(levels: levels.indices.map { level in levels[level].map { entry($0, level) } })
  }

  /// The entry on top of the top level, if any.
  public var topEntry: RouterEntry? {
    guard let record = levels[levels.count - 1].last else { return nil }
    return entry(record, levels.count - 1)
  }

  /// The screen on top of the top level, if any.
  public var topScreen: (any Presentable)? { levels[levels.count - 1].last?.screen }

  /// The number of levels: 1 plus the number of presented levels.
  public var levelCount: Int { levels.count }

  /// The screen of entry `id`, if it is on the router.
  public func screen(for id: RouterEntry.ID) -> (any Presentable)? {
    position(of: id).map { levels[$0.level][$0.index].screen }
  }

  /// Whether a transition is in flight, so that new calls are queued.
  public var isTransitionInFlight: Bool { inFlight }

  /// How many calls are queued behind the transition in flight.
  public var queuedCallCount: Int { pending.count - pendingHead }

  /// The id the next pushed, presented or root screen will get.
  public var nextEntryID: RouterEntry.ID { nextID }

  /// Returns the journal and empties it.
  public func takeJournal() -> [RouterEvent] {
    defer { journal = [] }
    return journal
  }

  /// Calls `handler` with every event from now on, until the returned observation is cancelled.
  public func observe(_ handler: @escaping @MainActor (RouterEvent) -> Void) -> RouterObservation {
    nextObserverToken += 1
    observers.append((nextObserverToken, handler))
    return RouterObservation(router: self, token: nextObserverToken)
  }

  func removeObserver(_ token: Int) {
    observers.removeAll { $0.token == token }
  }

  // MARK: - Router

  /// Pushes `screen` on the top level and returns its entry id.
  ///
  /// During a transition the push is queued; the id is given at once.
  @discardableResult
  public func push(
    _ screen: any Presentable, owner: (any Coordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> RouterEntry.ID {
    let record = makeRecord(screen, owner: owner, onPop: onPop)
    perform { router in
      let level = router.levels.count - 1
      router.levels[level].append(record)
      router.emit(.pushed(router.entry(record, level), animated: animated))
      return true
    }
    return record.id
  }

  /// Pops the top screen of the top level.
  ///
  /// Throws ``RouterError/nothingToPop`` at the root of a level or on an empty router.
  public func pop(animated: Bool) throws(RouterError) {
    try attempt(.pop) { router throws(RouterError) in
      let level = router.levels.count - 1
      guard router.levels[level].count > 1 else { throw .nothingToPop }
      return router.removeAbove(
        level: level, keeping: router.levels[level].count - 1, animated: animated,
        cause: .programmatic)
    }
  }

  /// Pops every screen above the root of the top level; does nothing at the root.
  public func popToRoot(animated: Bool) {
    perform { router in
      let level = router.levels.count - 1
      return router.removeAbove(
        level: level, keeping: min(1, router.levels[level].count), animated: animated,
        cause: .programmatic)
    }
  }

  /// Pops every screen above entry `id`, dismissing every level above its level.
  ///
  /// Does nothing when `id` is on top; throws ``RouterError/unknownEntry(_:)``
  /// when it is not on the router.
  public func pop(to id: RouterEntry.ID, animated: Bool) throws(RouterError) {
    try attempt(.popTo(id)) { router throws(RouterError) in
      guard let position = router.position(of: id) else { throw .unknownEntry(id) }
      return router.removeAbove(
        level: position.level, keeping: position.index + 1, animated: animated,
        cause: .programmatic)
    }
  }

  /// Replaces every screen on every level with `screen` as the root of level 0.
  @discardableResult
  public func setRoot(
    _ screen: any Presentable, owner: (any Coordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> RouterEntry.ID {
    let record = makeRecord(screen, owner: owner, onPop: onPop)
    perform { router in
      let removed = router.levels.indices.reversed().flatMap { level in
        router.levels[level].reversed().map { (record: $0, entry: router.entry($0, level)) }
      }
      router.levels = [[record]]
      router.emit(
        .rootReplaced(router.entry(record, 0), removed: removed.map(\.entry), animated: animated))
      router.runCallbacks(of: removed.map(\.record))
      return true
    }
    return record.id
  }

  /// Presents `screen` as the root of a new level with a stack of its own.
  @discardableResult
  public func present(
    _ screen: any Presentable, owner: (any Coordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> RouterEntry.ID {
    let record = makeRecord(screen, owner: owner, onPop: onPop)
    perform { router in
      router.levels.append([record])
      router.emit(.presented(router.entry(record, router.levels.count - 1), animated: animated))
      return true
    }
    return record.id
  }

  /// Dismisses the top presented level; throws ``RouterError/nothingPresented`` when there is none.
  public func dismiss(animated: Bool) throws(RouterError) {
    try attempt(.dismiss) { router throws(RouterError) in
      guard router.levels.count > 1 else { throw .nothingPresented }
      return router.removeAbove(
        level: router.levels.count - 1, keeping: 0, animated: animated, cause: .programmatic)
    }
  }

  /// Takes a flow's lowest remaining screen and everything above it off the router.
  ///
  /// The flow is `coordinator` and its descendants as they are when the call
  /// is made; they are kept alive until a queued call has run, so no screen
  /// outlives its owner. Does nothing when the flow has no screen left.
  public func popFlow(_ coordinator: any Coordinator, animated: Bool) {
    let flow = Self.subtree(of: coordinator)
    let ids = Set(flow.map(ObjectIdentifier.init))
    perform { router in
      withExtendedLifetime(flow) {
        for level in router.levels.indices {
          if let index = router.levels[level].firstIndex(where: {
            $0.owner.map { ids.contains(ObjectIdentifier($0)) } ?? false
          }) {
            return router.removeAbove(
              level: level, keeping: index, animated: animated, cause: .programmatic)
          }
        }
        return false
      }
    }
  }

  // MARK: - The platform's moves

  /// The platform begins an interactive pop (a back-swipe) of the top screen.
  ///
  /// The screen stays until ``finishInteractivePop()``; after
  /// ``cancelInteractivePop()`` nothing has changed. Calls made in between are
  /// queued. Throws ``RouterError/nothingToPop`` at the root of a level and
  /// ``RouterError/transitionInFlight`` while another transition runs.
  @discardableResult
  public func beginInteractivePop() throws(RouterError) -> RouterEntry {
    guard !inFlight else { throw .transitionInFlight }
    let level = levels.count - 1
    guard levels[level].count > 1, let record = levels[level].last else { throw .nothingToPop }
    inFlight = true
    interactiveEntry = record.id
    let entry = entry(record, level)
    emit(.interactivePopBegan(entry))
    return entry
  }

  /// The interactive pop completes: the screen leaves and its `onPop` runs.
  public func finishInteractivePop() throws(RouterError) {
    guard interactiveEntry != nil else { throw .noInteractivePop }
    interactiveEntry = nil
    let level = levels.count - 1
    _ = removeAbove(
      level: level, keeping: levels[level].count - 1, animated: true, cause: .interactivePop)
    endTransition()
  }

  /// The interactive pop is cancelled: the screen stays and nothing is released.
  public func cancelInteractivePop() throws(RouterError) {
    guard let id = interactiveEntry, let position = position(of: id) else {
      throw .noInteractivePop
    }
    interactiveEntry = nil
    emit(.interactivePopCancelled(entry(levels[position.level][position.index], position.level)))
    endTransition()
  }

  /// The platform's back button: an interactive pop that begins and completes.
  public func goBack() throws(RouterError) {
    try beginInteractivePop()
    try finishInteractivePop()
  }

  /// The platform's swipe-down of the top presented level: the level leaves and its callbacks run.
  ///
  /// Throws ``RouterError/nothingPresented`` when no level is presented and
  /// ``RouterError/transitionInFlight`` while a transition runs.
  public func swipeToDismiss() throws(RouterError) {
    guard !inFlight else { throw .transitionInFlight }
    guard levels.count > 1 else { throw .nothingPresented }
    inFlight = true
    _ = removeAbove(level: levels.count - 1, keeping: 0, animated: true, cause: .swipeDown)
    endTransition()
  }

  /// Completes the held transition and runs the calls queued behind it, in order.
  ///
  /// Only for ``TransitionStyle/manual``. Throws
  /// ``RouterError/noTransitionInFlight`` when no transition is held.
  public func completeTransition() throws(RouterError) {
    guard heldTransition else { throw .noTransitionInFlight }
    heldTransition = false
    endTransition()
  }

  // MARK: - Ownership

  /// The entries each coordinator owns, keyed by the coordinator's identity, bottom first.
  func entriesByOwner() -> [ObjectIdentifier: [RouterEntry]] {
    var result: [ObjectIdentifier: [RouterEntry]] = [:]
    for level in levels.indices {
      for record in levels[level] {
        // The weak reference, not an identifier kept from push time: a released
        // owner's address may already belong to another coordinator.
        if let owner = record.owner {
          result[ObjectIdentifier(owner), default: []].append(entry(record, level))
        }
      }
    }
    return result
  }

  /// Every entry with its live owner, bottom level first.
  func entriesWithOwners() -> [(entry: RouterEntry, owner: (any Coordinator)?, hasOwner: Bool)] {
    levels.indices.flatMap { level in
      levels[level].map { (entry($0, level), $0.owner, $0.hasOwner) }
    }
  }

  // MARK: - Private

  private func makeRecord(
    _ screen: any Presentable, owner: (any Coordinator)?, onPop: (@MainActor () -> Void)?
  ) -> Record {
    defer { nextID += 1 }
    return Record(
      id: nextID, screen: screen, hasOwner: owner != nil,
      ownerName: owner?.name, owner: owner, onPop: onPop)
  }

  private func entry(_ record: Record, _ level: Int) -> RouterEntry {
    RouterEntry(
      id: record.id, screen: record.screen.screenName, level: level, owner: record.ownerName)
  }

  private func position(of id: RouterEntry.ID) -> (level: Int, index: Int)? {
    for level in levels.indices.reversed() {
      if let index = levels[level].firstIndex(where: { $0.id == id }) {
        return (level, index)
      }
    }
    return nil
  }

  /// Keeps levels below `level` and the first `count` entries of `level`; removes the rest.
  ///
  /// A presented level left with no entry is dismissed; level 0 may be left
  /// empty. Emits one event per level, top first, then runs the removed
  /// entries' callbacks, newest first. Returns whether anything was removed.
  private func removeAbove(
    level: Int, keeping count: Int, animated: Bool, cause: PopCause
  ) -> Bool {
    var removed: [Record] = []
    for upper in stride(from: levels.count - 1, to: level, by: -1) {
      let gone = levels.removeLast()
      removed.append(contentsOf: gone.reversed())
      emit(.dismissed(gone.reversed().map { entry($0, upper) }, animated: animated, cause: cause))
    }
    if count < levels[level].count {
      // Copied out of the level, so that a slice keeping the level's storage alive
      // does not force `removeSubrange` to copy the whole level.
      let gone = Array(levels[level][count...])
      removed.append(contentsOf: gone.reversed())
      let entries = gone.reversed().map { entry($0, level) }
      if count == 0 && level > 0 {
        levels.removeLast()
        emit(.dismissed(entries, animated: animated, cause: cause))
      } else {
        levels[level].removeSubrange(count...)
        emit(.popped(entries, animated: animated, cause: cause))
      }
    }
    runCallbacks(of: removed)
    return !removed.isEmpty
  }

  private func runCallbacks(of records: some Sequence<Record>) {
    for record in records {
      record.onPop?()
    }
  }

  private func emit(_ event: RouterEvent) {
    if isJournaling {
      journal.append(event)
    }
    for observer in observers {
      observer.handler(event)
    }
  }

  /// Runs a call that cannot fail now, or queues it behind the transition in flight.
  private func perform(_ body: @escaping (StackRouter) -> Bool) {
    if inFlight {
      pending.append(PendingCall(call: nil) { router throws(RouterError) in body(router) })
      return
    }
    run(body)
  }

  /// Runs a call that can fail now, throwing its error, or queues it behind the
  /// transition in flight, where a failure becomes a ``RouterEvent/rejected(_:_:)`` event.
  private func attempt(
    _ call: RouterCall, _ body: @escaping (StackRouter) throws(RouterError) -> Bool
  ) throws(RouterError) {
    if inFlight {
      pending.append(PendingCall(call: call, body: body))
      return
    }
    try run(body)
  }

  /// Validates and makes one change; bodies throw before they change anything.
  private func run<Failure: Error>(
    _ body: (StackRouter) throws(Failure) -> Bool
  ) throws(Failure) {
    inFlight = true
    let changed: Bool
    do {
      changed = try body(self)
    } catch {
      endTransition()
      throw error
    }
    if changed && transitionStyle == .manual {
      heldTransition = true
    } else {
      endTransition()
    }
  }

  private func endTransition() {
    inFlight = false
    drain()
  }

  private func drain() {
    guard !isDraining else { return }
    isDraining = true
    defer { isDraining = false }
    while !inFlight && pendingHead < pending.count {
      let next = pending[pendingHead]
      pendingHead += 1
      if pendingHead == pending.count {
        pending.removeAll(keepingCapacity: true)
        pendingHead = 0
      }
      // A queued call that fails is reported while still in flight, so that
      // calls its observers make wait behind the rest of the queue.
      inFlight = true
      let changed: Bool
      do {
        changed = try next.body(self)
      } catch {
        if let call = next.call {
          emit(.rejected(call, error))
        }
        changed = false
      }
      if changed && transitionStyle == .manual {
        heldTransition = true
      } else {
        inFlight = false
      }
    }
  }

  private static func subtree(of root: any Coordinator) -> [any Coordinator] {
    var result: [any Coordinator] = []
    var pending: [any Coordinator] = [root]
    while let node = pending.popLast() {
      result.append(node)
      pending.append(contentsOf: node.childCoordinators)
    }
    return result
  }
}
