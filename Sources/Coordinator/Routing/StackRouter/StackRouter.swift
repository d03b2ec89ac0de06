/// The headless ``Router``: levels of navigation stacks held in memory, observable, with a journal for tests.
///
/// Level 0 is the root navigation stack; each ``present(_:owner:animated:onPop:)``
/// opens a level with a stack of its own, as a modal navigation controller
/// does. Level 0 may instead be a tab set, a stack per tab with one selected
/// (``setTabs(_:selected:owner:animated:onSelect:)``): level 0 is then the
/// selected tab's stack, and the presented levels cover every tab. Entries get integer ids in push order, starting at 1, never reused,
/// so tests are deterministic.
///
/// Every change is published as a ``RouterEvent`` to observers and, in a router made with
/// `isJournaling: true` (as tests make them), kept in the ``journal``. The platform's own
/// moves, an interactive back-swipe and a swipe-down dismiss, are methods of their own (``beginInteractivePop()``,
/// ``swipeToDismiss()``) and run the same `onPop` callbacks as calls in code.
///
/// While a transition is in flight, whether a held ``TransitionStyle/manual``
/// transition, an interactive pop or the callbacks of the change being made,
/// further calls are queued and run in order after it: none is dropped and
/// none runs in the middle of another.
@MainActor
public final class StackRouter: InspectableRouter {
  /// How long transitions take: immediately, or until ``completeTransition()``.
  public let transitionStyle: TransitionStyle

  /// The most screens the router holds, on all its levels and tabs together.
  ///
  /// A push or present beyond it shows nothing: see ``push(_:owner:animated:onPop:)``.
  public let maximumDepth: Int

  /// The ``maximumDepth`` of a router made without one: far beyond any real app's stack,
  /// it stops a runaway loop of pushes long before it exhausts memory.
  public static let defaultMaximumDepth = 1_000_000

  /// Whether events are kept in ``journal``; observers receive them either way.
  ///
  /// Off unless the router was made with `isJournaling: true`: the journal is for tests, and
  /// kept, it grows with every move.
  public var isJournaling: Bool {
    get { journaling }
    set { journaling = newValue }
  }

  /// Every event since the router was made or the journal was last taken, oldest first.
  public var journal: [RouterEvent] { log.events }

  /// Where the router is: every level, tab and dialog, changed only by its transitions.
  var state = NavigationState()
  var gate = TransitionGate()
  var queue = CallQueue()
  var log = EventLog<RouterEvent>()
  var journaling: Bool
  /// Whether ``log`` has an observer, kept here to be read on every move without a check.
  var hasObservers = false

  /// Creates an empty router.
  ///
  /// - Parameters:
  ///   - transitionStyle: ``TransitionStyle/immediate`` (the default) or
  ///     ``TransitionStyle/manual`` for tests that hold transitions open.
  ///   - isJournaling: whether to keep every event in ``journal``, for a test to read; off by
  ///     default, since the journal grows with every move.
  ///   - maximumDepth: the most screens the router holds, at least 1.
  public init(
    transitionStyle: TransitionStyle = .immediate, isJournaling: Bool = false,
    maximumDepth: Int = StackRouter.defaultMaximumDepth
  ) {
    precondition(maximumDepth >= 1, "a router holds at least one screen, not \(maximumDepth)")
    self.transitionStyle = transitionStyle
    self.maximumDepth = maximumDepth
    journaling = isJournaling
  }

  // MARK: - Router

  /// Pushes `screen` on the top level; returns its entry id and whether it was shown.
  ///
  /// During a transition the push is queued (``RouterOutcome/queued``); the id is given at
  /// once.
  ///
  /// When the router already holds ``maximumDepth`` screens, or `owner` has finished (when the
  /// push runs, which may be after a transition), `screen` is not shown: the outcome is
  /// ``RouterOutcome/refused(_:)`` (for a push made at once), a
  /// ``RouterEvent/rejected(_:_:)`` event reports ``RouterError/stackTooDeep(limit:)`` or
  /// ``RouterError/ownerFinished(_:)`` and `onPop` runs at once, as for a screen that left,
  /// so that a flow whose first screen is refused finishes and is released. The id is spent
  /// and never reused.
  @discardableResult
  public func push(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome {
    let id = state.nextID
    let outcome = push(
      makeRecord(screen, owner: owner, onPop: onPop), owner: owner, animated: animated)
    return EntryOutcome(id: id, outcome: outcome)
  }

  /// Pops the top screen of the top level.
  ///
  /// Throws ``RouterError/nothingToPop`` at the root of a level or on an empty router, and
  /// ``RouterError/dialogShown`` over a dialog.
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
  /// when it is not on a level shown now (an entry of a tab that is not selected is popped
  /// to through that tab's router, ``router(forTab:)``).
  public func pop(to id: RouterEntry.ID, animated: Bool) throws(RouterError) {
    try attempt(.popTo(id, animated: animated))
  }

  /// Replaces every screen on every level and every tab with `screen` as the root of level 0;
  /// a tab set is replaced with them.
  ///
  /// When `owner` has finished (or is released before a queued call runs), nothing is
  /// replaced: a ``RouterEvent/rejected(_:_:)`` event reports ``RouterError/ownerFinished(_:)``
  /// and `onPop` runs at once.
  @discardableResult
  public func setRoot(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome {
    let id = state.nextID
    state.requestedTabs = nil
    let outcome = perform(
      .setRoot(makeRecord(screen, owner: owner, onPop: onPop), animated: animated))
    return EntryOutcome(id: id, outcome: outcome)
  }

  /// Presents `screen` as the root of a new level with a stack of its own; returns its entry id
  /// and whether it was shown, queued or refused.
  ///
  /// Beyond ``maximumDepth`` the screen is refused as ``push(_:owner:animated:onPop:)``
  /// refuses one (``RouterOutcome/refused(_:)``), and no level opens. A ``DialogScreen``
  /// (shown by a ``Dialog``) is a dialog: nothing is pushed or presented over it, and the
  /// platform's moves and ``dismiss(animated:)`` are refused with ``RouterError/dialogShown``
  /// until its flow ends.
  @discardableResult
  public func present(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome {
    let id = state.nextID
    let record = makeRecord(screen, owner: owner, onPop: onPop)
    let outcome =
      screen is DialogScreen
      ? perform(.showDialog(record, animated: animated))
      : perform(.present(record, animated: animated))
    return EntryOutcome(id: id, outcome: outcome)
  }

  /// Dismisses the top presented level; throws ``RouterError/nothingPresented`` when there is none
  /// and ``RouterError/dialogShown`` when it is a dialog, which waits for its answer.
  public func dismiss(animated: Bool) throws(RouterError) {
    try attempt(.dismiss(animated: animated))
  }

  /// Takes a flow's lowest remaining screen and everything above it off the router.
  ///
  /// With a tab set, this is done on each tab's stack and on the presented levels apart: a
  /// flow's screens on one tab take nothing off another tab, nor a level another flow
  /// presented over them.
  ///
  /// The flow is `coordinator` and its descendants as they are when the call
  /// is made; they are kept alive until a queued call has run, so no screen
  /// outlives its owner. Does nothing when the flow has no screen left; behind a transition,
  /// a flow that has finished with no screen left is not queued, as each child of an ending
  /// flow would otherwise queue a pop with nothing to take.
  public func popFlow(_ coordinator: any FlowCoordinator, animated: Bool) {
    let flow = Self.subtree(of: coordinator)
    // A finished coordinator stays finished (`CoordinatorLifecycle`), and every queued call
    // that would show a screen asks its owner when it runs (`admit`): nothing of the flow
    // can be on the router by the time a queued pop would run.
    if gate.isInFlight && hasEndedWithoutScreens(flow) {
      return
    }
    perform(.popFlow(flow, animated: animated))
  }

  // MARK: - Records

  func makeRecord(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, onPop: (@MainActor () -> Void)?
  ) -> ScreenRecord {
    defer { state.nextID += 1 }
    var ownership: ScreenOwnership?
    if let owner {
      ownership = state.tallies.ownership(of: owner)
    }
    return ScreenRecord(id: state.nextID, screen: screen, ownership: ownership, onPop: onPop)
  }

  /// The entry of `record`, which is on live `level`; asks the screen its name.
  func entry(_ record: ScreenRecord, _ level: Int) -> RouterEntry {
    entry(
      record, level, tab: level == 0 ? state.selectedTabName : nil,
      isDialog: level > 0 && level == state.topLevel && state.showsDialog)
  }

  /// The entry of `record`, which is on `level` and, on level 0 of a tab set, `tab`; a dialog's
  /// when `isDialog`.
  func entry(_ record: ScreenRecord, _ level: Int, tab: String?, isDialog: Bool = false)
    -> RouterEntry
  {
    RouterEntry(
      id: record.id, screen: record.screen.screenName, level: level, owner: record.ownership?.name,
      tab: tab, isDialog: isDialog)
  }
}
