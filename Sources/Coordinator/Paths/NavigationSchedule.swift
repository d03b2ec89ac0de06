/// The moves a ``PathNavigator`` has planned and the paths waiting for them, as one value.
///
/// The router keeps it in one stored property and changes it only through
/// these mutating methods, so that each operation, such as taking the next
/// move, is one access to the router's state rather than several. Nothing
/// here calls out: items and paths are handed back to the router, which
/// runs them outside the access, and what leaves the plan is handed back to
/// be released there too, since releasing a flow may run code of the app's.
struct NavigationSchedule {
  /// A move of a planned change.
  struct Step {
    let isPush: Bool
    let component: String
    let item: NavigationItem
    let animated: Bool

    var event: NavigationEvent {
      isPush ? .pushed(component, animated: animated) : .popped(component, animated: animated)
    }
  }

  /// What the router does next.
  enum Next {
    /// Begin this move; its completion reports `token`.
    case step(Step, token: Int)
    /// Start this queued path; with `landing`, the one of that preparation, whose key was
    /// prepared while a change ran.
    case path(FlowPath, landing: Int?)
    /// Nothing: a move waits for its completion, or nothing is left.
    case none
  }

  /// Whether the router's loop is running further up the call stack.
  var isRunning = false

  private var plan: [Step] = []
  private var planHead = 0
  private var queue: [(path: FlowPath, landing: Int?)] = []
  private var queueHead = 0
  private var inFlight: Int?
  private var nextToken = 0

  /// Whether a change is running or queued.
  var isBusy: Bool {
    isRunning || inFlight != nil || planHead < plan.count || queueHead < queue.count
  }

  /// The paths waiting, in the order they will be started.
  var queuedPaths: [FlowPath] { queue[queueHead...].map(\.path) }

  /// Puts `path` at the end of the queue; with `landing`, the path of that preparation.
  mutating func enqueue(_ path: FlowPath, landing: Int? = nil) {
    queue.append((path, landing))
  }

  /// Makes `steps` the plan; the router takes them with ``takeNext(leaving:)``.
  mutating func plan(_ steps: [Step]) {
    plan = steps
    planHead = 0
  }

  /// The next planned move, else the next queued path, unless a move is in flight.
  ///
  /// When the plan empties, its steps are moved to `done`, for the caller to
  /// release outside the access.
  mutating func takeNext(leaving done: inout [Step]) -> Next {
    guard inFlight == nil else { return .none }
    if planHead < plan.count {
      let step = plan[planHead]
      planHead += 1
      if planHead == plan.count {
        swap(&done, &plan)
        planHead = 0
      }
      nextToken += 1
      inFlight = nextToken
      return .step(step, token: nextToken)
    }
    if queueHead < queue.count {
      let (path, landing) = queue[queueHead]
      queueHead += 1
      if queueHead == queue.count {
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
      }
      return .path(path, landing: landing)
    }
    return .none
  }

  /// Ends the move in flight if `token` is its own; returns whether it was.
  mutating func complete(_ token: Int) -> Bool {
    guard inFlight == token else { return false }
    inFlight = nil
    return true
  }
}
