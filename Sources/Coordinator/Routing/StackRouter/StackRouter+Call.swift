extension StackRouter {
  /// A navigation call, made at once or queued behind the transition in flight.
  ///
  /// A value rather than a closure, so that a call made when no transition is in flight,
  /// which is nearly every call, allocates nothing to run.
  enum Call {
    case push(ScreenRecord, animated: Bool)
    case pop(animated: Bool)
    case popToRoot(animated: Bool)
    case popTo(RouterEntry.ID, animated: Bool)
    case setRoot(ScreenRecord, animated: Bool)
    case present(ScreenRecord, animated: Bool)
    /// Shows a ``DialogScreen`` on the dialog slot.
    case showDialog(ScreenRecord, animated: Bool)
    case dismiss(animated: Bool)
    /// The flow is the coordinator and its descendants when the call was made, kept alive
    /// until the call has run, so that no screen outlives its owner.
    case popFlow([any FlowCoordinator], animated: Bool)
    /// Replaces everything with a tab set of empty stacks, the tab at `selected` selected.
    case setTabs(TabSet, selected: Int, animated: Bool)
    /// Selects the tab of this name.
    case select(String, animated: Bool)
    /// A call through the router of one tab, on that tab's stack.
    case onTab(TabTarget, TabCall)

    /// A call on one tab's stack, as ``TabStackRouter`` makes it.
    enum TabCall {
      case push(ScreenRecord, animated: Bool)
      case pop(animated: Bool)
      case popToRoot(animated: Bool)
      case popTo(RouterEntry.ID, animated: Bool)
      case setRoot(ScreenRecord, animated: Bool)
    }

    /// The call as a failure reports it; the router's own pop to the root and the pop of a
    /// flow cannot fail.
    var routerCall: RouterCall? {
      switch self {
      case .setTabs: .setTabs
      case .select(let tab, _): .selectTab(tab)
      case .onTab(_, .pop): .pop
      case .onTab(_, .popTo(let id, _)): .popTo(id)
      case .onTab(_, .push(let record, _)): .push(record.id)
      case .onTab(_, .setRoot(let record, _)): .setRoot(record.id)
      case .onTab(_, .popToRoot): .popToRoot
      case .pop: .pop
      case .popTo(let id, _): .popTo(id)
      case .dismiss: .dismiss
      case .push(let record, _): .push(record.id)
      case .present(let record, _), .showDialog(let record, _): .present(record.id)
      case .setRoot(let record, _): .setRoot(record.id)
      case .popToRoot, .popFlow: nil
      }
    }
  }
}

/// The state of a ``StackRouter``'s transitions: whether one is in flight, and how many calls
/// wait behind it.
///
/// Scalars only (the queue is a ``CallQueue`` of its own), so that the optimiser can prove that no access to
/// them overlaps another and drop their run-time checks: an access that grows an array
/// calls code it cannot see into.
struct TransitionGate {
  /// Whether a transition is in flight, so that new calls are queued.
  var isInFlight = false
  /// Whether the transition in flight is a ``TransitionStyle/manual`` one, held until
  /// ``StackRouter/completeTransition()``.
  var isHeld = false
  /// Set while a change is being made; a completion that arrives then is remembered.
  var isMakingChange = false
  /// The transition being made was completed before it was even held, as a UI layer does
  /// from the observer of the change for a move it shows without animation.
  var completedWhileMaking = false
  /// The entry of the interactive pop in flight.
  var interactiveEntry: RouterEntry.ID?
  /// Set while queued calls run, so that a call they make joins the queue.
  var isDraining = false
  /// How many calls wait in the router's ``CallQueue``.
  var queuedCount = 0
}

/// The calls a ``StackRouter`` has queued behind the transition in flight, oldest first.
///
/// The calls that a queued call leads to while it runs (the flow a selected tab starts sets
/// the tab's root) go right after it, in the order made, ahead of the calls queued before
/// they were made: they run in the order they would have had the queued call run at once.
struct CallQueue {
  private var calls: [StackRouter.Call] = []
  private var head = 0
  /// Whether a queued call is running, so that the calls it makes are kept apart.
  private var isRunning = false
  /// The calls made by the queued call running now, in order, to go ahead of the rest.
  private var madeWhileRunning: [StackRouter.Call] = []

  /// Queues `call` last, or, while a queued call runs, after the calls it has made so far.
  mutating func enqueue(_ call: StackRouter.Call) {
    if isRunning {
      madeWhileRunning.append(call)
    } else {
      calls.append(call)
    }
  }

  /// The queued call just taken runs until ``endRunning()``: the calls made meanwhile go
  /// ahead of the rest of the queue.
  mutating func beginRunning() {
    isRunning = true
  }

  /// The queued call has run: the calls it made go next, in one move of the rest of the queue;
  /// the calls made from now on go last.
  mutating func endRunning() {
    isRunning = false
    guard !madeWhileRunning.isEmpty else { return }
    calls.insert(contentsOf: madeWhileRunning, at: head)
    madeWhileRunning.removeAll(keepingCapacity: true)
  }

  /// Takes the oldest call. When it was the last, the emptied queue comes too, to be
  /// released by the caller after the access has ended, so that what only the calls held,
  /// such as the flow of a `popFlow`, is released once the queue is empty, not while it
  /// empties.
  mutating func dequeue() -> (call: StackRouter.Call, emptied: [StackRouter.Call])? {
    guard head < calls.count else { return nil }
    let call = calls[head]
    head += 1
    guard head == calls.count else { return (call, []) }
    let emptied = calls
    calls = []
    head = 0
    return (call, emptied)
  }
}
