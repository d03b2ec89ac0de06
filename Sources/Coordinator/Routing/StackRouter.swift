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
  /// One screen on the router.
  private struct Record {
    let id: RouterEntry.ID
    let screen: any Presentable
    /// The coordinator given as the owner at push time, if one was.
    let ownership: Ownership?
    let onPop: (@MainActor () -> Void)?

    /// The owner while it is alive.
    var owner: (any Coordinator)? { ownership?.owner }
  }

  /// A screen's owner, held weakly, with its name as it was when the screen was shown.
  ///
  /// A class of its own, so that a record holds no weak reference: one makes every copy
  /// and move of a record a call into the runtime, a cost that all screens would pay.
  private final class Ownership {
    weak var owner: (any Coordinator)?
    let name: String

    @MainActor init(_ owner: any Coordinator) {
      self.owner = owner
      name = owner.name
    }
  }

  /// A navigation call, made at once or queued behind the transition in flight.
  ///
  /// A value rather than a closure, so that a call made when no transition is
  /// in flight, which is nearly every call, allocates nothing to run.
  private enum Call {
    case push(Record, animated: Bool)
    case pop(animated: Bool)
    case popToRoot(animated: Bool)
    case popTo(RouterEntry.ID, animated: Bool)
    case setRoot(Record, animated: Bool)
    case present(Record, animated: Bool)
    case dismiss(animated: Bool)
    /// The flow is the coordinator and its descendants when the call was made,
    /// kept alive until the call has run, so that no screen outlives its owner.
    case popFlow([any Coordinator], animated: Bool)

    /// The call as a failure reports it; only these five can fail.
    var routerCall: RouterCall? {
      switch self {
      case .pop: .pop
      case .popTo(let id, _): .popTo(id)
      case .dismiss: .dismiss
      case .push(let record, _): .push(record.id)
      case .present(let record, _): .present(record.id)
      case .popToRoot, .setRoot, .popFlow: nil
      }
    }
  }

  /// How long transitions take: immediately, or until ``completeTransition()``.
  public let transitionStyle: TransitionStyle

  /// The most screens the router holds, on all its levels together.
  ///
  /// A push or present beyond it shows nothing: see ``push(_:owner:animated:onPop:)``.
  public let maximumDepth: Int

  /// The ``maximumDepth`` of a router made without one: far beyond any real app's stack,
  /// it stops a runaway loop of pushes long before it exhausts memory.
  public static let defaultMaximumDepth = 1_000_000

  /// Whether events are kept in ``journal``; observers receive them either way.
  public var isJournaling: Bool {
    get { journaling }
    set { journaling = newValue }
  }

  /// Every event since the router was made or the journal was last taken, oldest first.
  public var journal: [RouterEvent] { events }

  // The state is private, with public accessors where it is read outside, so that the
  // whole-module optimiser sees every access and drops the run-time exclusivity checks of
  // the scalar properties.
  //
  // The arrays keep those checks even so, since growing an array calls code the optimiser
  // cannot see into, and they cost some 40% of a push and pop (callgrind: 840 of 2,040
  // instructions). They are unchecked: every access to them is in this file, and
  // none can overlap another. Code outside the router (a screen's name, a coordinator's
  // name, `onPop`, an observer) runs only on local copies, never inside an access, and no
  // access runs a `deinit`: records, observers and queued calls that leave are moved out, or
  // still held elsewhere, when they leave.
  private var journaling: Bool
  @exclusivity(unchecked) private var events: [RouterEvent] = []
  @exclusivity(unchecked) private var levels: [[Record]] = [[]]
  private var nextID: RouterEntry.ID = 1
  private var inFlight = false
  private var heldTransition = false
  /// Set while a change is being made; a completion that arrives then is remembered.
  private var isMakingChange = false
  /// The transition being made was completed before it was even held, as a UI layer does
  /// from the observer of the change for a move it shows without animation.
  private var completedWhileMaking = false
  private var interactiveEntry: RouterEntry.ID?
  @exclusivity(unchecked) private var pending: [Call] = []
  private var pendingHead = 0
  private var isDraining = false
  @exclusivity(unchecked) private var observers:
    [(token: Int, handler: @MainActor (RouterEvent) -> Void)] = []
  private var nextObserverToken = 0

  /// Creates an empty router.
  ///
  /// - Parameters:
  ///   - transitionStyle: ``TransitionStyle/immediate`` (the default) or
  ///     ``TransitionStyle/manual`` for tests that hold transitions open.
  ///   - isJournaling: whether to keep every event in ``journal``; turn it
  ///     off in long-running sessions that do not read it.
  ///   - maximumDepth: the most screens the router holds, at least 1.
  public init(
    transitionStyle: TransitionStyle = .immediate, isJournaling: Bool = true,
    maximumDepth: Int = StackRouter.defaultMaximumDepth
  ) {
    precondition(maximumDepth >= 1, "a router holds at least one screen, not \(maximumDepth)")
    self.transitionStyle = transitionStyle
    self.maximumDepth = maximumDepth
    journaling = isJournaling
  }

  // MARK: - Reading

  /// A value snapshot of every level and entry.
  public var stack: RouterStack {
    let levels = levels
    return RouterStack(
      levels: levels.indices.map { level in levels[level].map { entry($0, level) } })
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

  /// The number of screens on all levels together, at most ``maximumDepth``.
  public var depth: Int {
    var depth = 0
    for level in levels.indices {
      depth += levels[level].count
    }
    return depth
  }

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
    defer { events = [] }
    return events
  }

  /// Calls `handler` with every event from now on, until the returned observation is cancelled.
  public func observe(_ handler: @escaping @MainActor (RouterEvent) -> Void) -> RouterObservation {
    nextObserverToken += 1
    observers.append((nextObserverToken, handler))
    return RouterObservation(router: self, token: nextObserverToken)
  }

  func removeObserver(_ token: Int) {
    guard let index = observers.firstIndex(where: { $0.token == token }) else { return }
    // Moved out, so that the handler and what it captured are released after the access to
    // `observers` ends, not inside it.
    _ = observers.remove(at: index)
  }

  // MARK: - Router

  /// Pushes `screen` on the top level and returns its entry id.
  ///
  /// During a transition the push is queued; the id is given at once.
  ///
  /// When the router already holds ``maximumDepth`` screens, `screen` is not shown: a
  /// ``RouterEvent/rejected(_:_:)`` event reports ``RouterError/stackTooDeep(limit:)`` and
  /// `onPop` runs at once, as for a screen that left, so that a flow whose first screen is
  /// refused finishes and is released. The id is spent and never reused.
  @discardableResult
  public func push(
    _ screen: any Presentable, owner: (any Coordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> RouterEntry.ID {
    let id = nextID
    perform(.push(makeRecord(screen, owner: owner, onPop: onPop), animated: animated))
    return id
  }

  /// Pops the top screen of the top level.
  ///
  /// Throws ``RouterError/nothingToPop`` at the root of a level or on an empty router.
  public func pop(animated: Bool) throws(RouterError) {
    try attempt(.pop(animated: animated))
  }

  /// Pops every screen above the root of the top level; does nothing at the root.
  public func popToRoot(animated: Bool) {
    perform(.popToRoot(animated: animated))
  }

  /// Pops every screen above entry `id`, dismissing every level above its level.
  ///
  /// Does nothing when `id` is on top; throws ``RouterError/unknownEntry(_:)``
  /// when it is not on the router.
  public func pop(to id: RouterEntry.ID, animated: Bool) throws(RouterError) {
    try attempt(.popTo(id, animated: animated))
  }

  /// Replaces every screen on every level with `screen` as the root of level 0.
  @discardableResult
  public func setRoot(
    _ screen: any Presentable, owner: (any Coordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> RouterEntry.ID {
    let id = nextID
    perform(.setRoot(makeRecord(screen, owner: owner, onPop: onPop), animated: animated))
    return id
  }

  /// Presents `screen` as the root of a new level with a stack of its own.
  ///
  /// Beyond ``maximumDepth`` the screen is refused as ``push(_:owner:animated:onPop:)``
  /// refuses one, and no level opens.
  @discardableResult
  public func present(
    _ screen: any Presentable, owner: (any Coordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> RouterEntry.ID {
    let id = nextID
    perform(.present(makeRecord(screen, owner: owner, onPop: onPop), animated: animated))
    return id
  }

  /// Dismisses the top presented level; throws ``RouterError/nothingPresented`` when there is none.
  public func dismiss(animated: Bool) throws(RouterError) {
    try attempt(.dismiss(animated: animated))
  }

  /// Takes a flow's lowest remaining screen and everything above it off the router.
  ///
  /// The flow is `coordinator` and its descendants as they are when the call
  /// is made; they are kept alive until a queued call has run, so no screen
  /// outlives its owner. Does nothing when the flow has no screen left.
  public func popFlow(_ coordinator: any Coordinator, animated: Bool) {
    perform(.popFlow(Self.subtree(of: coordinator), animated: animated))
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
    let record = levels[position.level][position.index]
    emit(.interactivePopCancelled(entry(record, position.level)))
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
    if isMakingChange && transitionStyle == .manual && !completedWhileMaking {
      completedWhileMaking = true
      return
    }
    guard heldTransition else { throw .noTransitionInFlight }
    heldTransition = false
    endTransition()
  }

  // MARK: - Ownership

  /// The entries each coordinator owns, keyed by the coordinator's identity, bottom first.
  func entriesByOwner() -> [ObjectIdentifier: [RouterEntry]] {
    var result: [ObjectIdentifier: [RouterEntry]] = [:]
    let levels = levels
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
    let levels = levels
    return levels.indices.flatMap { level in
      levels[level].map { (entry($0, level), $0.owner, $0.ownership != nil) }
    }
  }

  // MARK: - Private

  // The paths every navigation takes use loops rather than closures: a closure made in this
  // main-actor class and passed to `map` or `first(where:)` checks at run time that it runs
  // on the main actor, some 200 instructions at each call.

  private func makeRecord(
    _ screen: any Presentable, owner: (any Coordinator)?, onPop: (@MainActor () -> Void)?
  ) -> Record {
    defer { nextID += 1 }
    var ownership: Ownership?
    if let owner {
      ownership = Ownership(owner)
    }
    return Record(id: nextID, screen: screen, ownership: ownership, onPop: onPop)
  }

  private func entry(_ record: Record, _ level: Int) -> RouterEntry {
    RouterEntry(
      id: record.id, screen: record.screen.screenName, level: level, owner: record.ownership?.name)
  }

  /// The position of the lowest screen that one of `flow` owns.
  private func lowestPosition(ownedBy flow: [any Coordinator]) -> (level: Int, index: Int)? {
    var ids: [ObjectIdentifier] = []
    ids.reserveCapacity(flow.count)
    for coordinator in flow {
      ids.append(ObjectIdentifier(coordinator))
    }
    // Most flows are a coordinator or two, compared directly; a big one is hashed.
    let set = ids.count > 16 ? Set(ids) : nil
    for level in levels.indices {
      let records = levels[level]
      for index in records.indices {
        guard let owner = records[index].owner else { continue }
        let id = ObjectIdentifier(owner)
        if let set {
          if set.contains(id) { return (level, index) }
        } else if ids.contains(id) {
          return (level, index)
        }
      }
    }
    return nil
  }

  /// The entries of `records`, which are on `level`, in their order.
  private func entries(of records: ArraySlice<Record>, on level: Int) -> [RouterEntry] {
    var entries: [RouterEntry] = []
    entries.reserveCapacity(records.count)
    for record in records {
      entries.append(entry(record, level))
    }
    return entries
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
    if count > 0 && level == levels.count - 1 && count == levels[level].count - 1 {
      // The common case, one screen off the top of a level that stays, without the
      // arrays the general case builds.
      let record = levels[level].removeLast()
      emit(.popped([entry(record, level)], animated: animated, cause: cause))
      record.onPop?()
      return true
    }
    // Every record that leaves, newest first: the order of the events and the callbacks.
    var removed: [Record] = []
    for upper in stride(from: levels.count - 1, to: level, by: -1) {
      let start = removed.count
      removed.append(contentsOf: levels.removeLast().reversed())
      emit(.dismissed(entries(of: removed[start...], on: upper), animated: animated, cause: cause))
    }
    if count < levels[level].count {
      let start = removed.count
      // Copied before they leave the level, so that none is released while it empties.
      removed.append(contentsOf: levels[level][count...].reversed())
      if count == 0 && level > 0 {
        levels.removeLast()
        emit(
          .dismissed(entries(of: removed[start...], on: level), animated: animated, cause: cause))
      } else {
        levels[level].removeSubrange(count...)
        emit(.popped(entries(of: removed[start...], on: level), animated: animated, cause: cause))
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

  /// Publishes an event, built only when someone keeps or receives it.
  private func emit(_ event: @autoclosure () -> RouterEvent) {
    guard journaling || !observers.isEmpty else { return }
    let event = event()
    if journaling {
      events.append(event)
    }
    let observers = observers
    for observer in observers {
      observer.handler(event)
    }
  }

  /// Makes a call that does not throw now, or queues it behind the transition in flight;
  /// a push or present it refuses is reported as a ``RouterEvent/rejected(_:_:)`` event.
  @inline(__always)
  private func perform(_ call: Call) {
    do {
      try attempt(call)
    } catch {
      refuse(call, error)
    }
  }

  /// Reports a call that failed, and runs the `onPop` of a screen it did not show.
  private func refuse(_ call: Call, _ error: RouterError) {
    if let routerCall = call.routerCall {
      emit(.rejected(routerCall, error))
    }
    switch call {
    case .push(let record, _), .present(let record, _): record.onPop?()
    default: break
    }
  }

  /// Makes a call now, throwing its error, or queues it behind the transition in flight,
  /// where a failure becomes a ``RouterEvent/rejected(_:_:)`` event.
  @inline(__always)
  private func attempt(_ call: Call) throws(RouterError) {
    guard !inFlight else {
      pending.append(call)
      return
    }
    inFlight = true
    let changed: Bool
    do {
      changed = try makeChange(call)
    } catch {
      endTransition()
      throw error
    }
    if holdsTransition(afterChange: changed) {
      heldTransition = true
    } else {
      endTransition()
    }
  }

  /// Makes `call`, noting a completion that arrives from its own observers or callbacks.
  @inline(__always)
  private func makeChange(_ call: Call) throws(RouterError) -> Bool {
    isMakingChange = true
    defer { isMakingChange = false }
    return try make(call)
  }

  /// Whether the change just made holds a transition until `completeTransition()`.
  @inline(__always)
  private func holdsTransition(afterChange changed: Bool) -> Bool {
    defer { completedWhileMaking = false }
    return changed && transitionStyle == .manual && !completedWhileMaking
  }

  /// Makes one change; returns whether anything changed. Throws before it changes anything.
  ///
  /// Inlined into each public method, where the call is known, so that its switch and the
  /// wrapping of the call in an enum fold away on the path that runs the call at once.
  @inline(__always)
  private func make(_ call: Call) throws(RouterError) -> Bool {
    switch call {
    case .push(let record, let animated):
      guard depth < maximumDepth else { throw .stackTooDeep(limit: maximumDepth) }
      let level = levels.count - 1
      levels[level].append(record)
      // Read back rather than from `record`, which would then be copied, not moved, in.
      emit(.pushed(entry(levels[level][levels[level].count - 1], level), animated: animated))
      return true
    case .pop(let animated):
      let level = levels.count - 1
      guard levels[level].count > 1 else { throw .nothingToPop }
      return removeAbove(
        level: level, keeping: levels[level].count - 1, animated: animated, cause: .programmatic)
    case .popToRoot(let animated):
      let level = levels.count - 1
      return removeAbove(
        level: level, keeping: min(1, levels[level].count), animated: animated,
        cause: .programmatic)
    case .popTo(let id, let animated):
      guard let position = position(of: id) else { throw .unknownEntry(id) }
      return removeAbove(
        level: position.level, keeping: position.index + 1, animated: animated,
        cause: .programmatic)
    case .setRoot(let record, let animated):
      let old = levels
      let removed = old.indices.reversed().flatMap { level in
        old[level].reversed().map { (record: $0, entry: entry($0, level)) }
      }
      levels = [[record]]
      emit(.rootReplaced(entry(record, 0), removed: removed.map(\.entry), animated: animated))
      runCallbacks(of: removed.map(\.record))
      return true
    case .present(let record, let animated):
      guard depth < maximumDepth else { throw .stackTooDeep(limit: maximumDepth) }
      levels.append([record])
      emit(.presented(entry(record, levels.count - 1), animated: animated))
      return true
    case .dismiss(let animated):
      guard levels.count > 1 else { throw .nothingPresented }
      return removeAbove(
        level: levels.count - 1, keeping: 0, animated: animated, cause: .programmatic)
    case .popFlow(let flow, let animated):
      guard let lowest = lowestPosition(ownedBy: flow) else { return false }
      return removeAbove(
        level: lowest.level, keeping: lowest.index, animated: animated, cause: .programmatic)
    }
  }

  private func endTransition() {
    inFlight = false
    if pendingHead < pending.count {
      drain()
    }
  }

  private func drain() {
    guard !isDraining else { return }
    isDraining = true
    defer { isDraining = false }
    while !inFlight && pendingHead < pending.count {
      let next = pending[pendingHead]
      pendingHead += 1
      if pendingHead == pending.count {
        // Emptied while its calls are still held, so that what only they held, such as the
        // flow of a `popFlow`, is released once the queue is empty, not while it empties.
        withExtendedLifetime(pending) { pending = [] }
        pendingHead = 0
      }
      // A queued call that fails is reported while still in flight, so that
      // calls its observers make wait behind the rest of the queue.
      inFlight = true
      let changed: Bool
      do {
        changed = try makeChange(next)
      } catch {
        refuse(next, error)
        changed = false
      }
      if holdsTransition(afterChange: changed) {
        heldTransition = true
      } else {
        inFlight = false
      }
    }
  }

  /// `root` and its descendants, parents before children.
  private static func subtree(of root: any Coordinator) -> [any Coordinator] {
    var result: [any Coordinator] = [root]
    var next = 0
    while next < result.count {
      result.append(contentsOf: result[next].childCoordinators)
      next += 1
    }
    return result
  }
}
