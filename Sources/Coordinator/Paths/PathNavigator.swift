/// Drives path navigation: applies a new ``FlowPath`` by diffing it against the current one.
///
/// A navigator, not a router: it moves the routers of its coordinators by path. It starts from
/// a root ``PathCoordinator`` whose own screen is already shown, at the root path `/`, and holds
/// the root weakly, so the app coordinator that owns the navigator may be the root itself (see
/// ``root``). ``apply(_:)-(FlowPath)`` resolves the whole new path first, each component with
/// the key type of the coordinator reached so far; an unknown or rejected component is a
/// ``PathError`` and nothing moves. Then it pops the keys of the current path beyond the
/// common prefix, newest first, and pushes the new keys in order, each move starting when the
/// previous one has called its completion. The moves are animated only when the change is a
/// single move. A path equal to the current one does nothing.
///
/// ```swift
/// let navigator = PathNavigator(root: app)
/// try navigator.apply(string: "/main/settings/profile")
/// // pushed main, pushed settings, pushed profile (none animated)
/// try navigator.apply(string: "/main/settings")
/// // popped profile (animated)
/// ```
///
/// A path that goes to another tab, whose first new key's item selects a tab
/// (``NavigationItem/init(_:tab:select:leave:)``), moves differently: nothing the tab it
/// leaves shows is popped (a key beside the tabs, such as a login, is), the new tab is
/// selected, and only that tab's stack moves, from what it shows now to the rest of the path.
///
/// A path with a key that its coordinator must prepare first, such as an account a link names
/// that a search must find (``PathCoordinator/needsPreparing(_:)``), moves nothing at once:
/// the key is prepared in a flow task, and the path applied when it returns, from where the app
/// is then. It is pinned to the tab it names: if the person selects another tab meanwhile, that
/// tab stays selected and the path's tab moves behind it. A newer path on the same tab, or a
/// move within that tab meanwhile, supersedes it (``NavigationEvent/superseded(_:)``); a key
/// that turns out not to exist is reported as a ``NavigationEvent/rejected(_:_:)`` event, with
/// the error a key known to be missing gets.
///
/// A path that arrives while a change is running, from a transition, a store or a completion
/// that has not been called yet, is queued and applied after it, in order: none is dropped and
/// none runs in the middle of another. A queued path is resolved when its turn comes; if it is
/// invalid then, a ``NavigationEvent/rejected(_:_:)`` event reports it.
///
/// The navigator keeps no copy of where the app is: ``currentPath`` is read from the
/// coordinators, from the root down, each saying with ``PathCoordinator/shownKeys`` what it
/// shows. Moves the navigator did not make, the platform's back swipe, a flow that finished by
/// itself or one the user opened by hand, are in the path as soon as the coordinators show
/// them, with nothing to report, and the navigator holds nothing that left.
@MainActor
public final class PathNavigator {
  /// The coordinator that resolves the first key of every path; `nil` once it was released.
  ///
  /// The router holds it weakly: whoever made the router keeps the root alive, and an app
  /// coordinator that owns its router may pass itself, with no cycle between the two
  /// (`lazy var navigation = PathNavigator(root: self)`). While a move waits for its
  /// completion, the router holds the items of the change, and through them their
  /// coordinators, until the change ends.
  ///
  /// Once the root is gone the router moves nothing: ``currentPath`` is `/`, and
  /// ``apply(_:)-(FlowPath)``, ``validate(_:)-(FlowPath)`` and the link methods throw
  /// ``PathError/rootReleased``, as ``receive(_:)`` reports it in a
  /// ``NavigationEvent/rejected(_:_:)`` event, whatever the path.
  public weak let root: (any PathCoordinator)?

  /// Where the app is: the keys the coordinators show now, from the root down.
  ///
  /// Read from the coordinators each time, never stored: while a change
  /// runs, it is what the moves begun so far have shown. `/` once the root
  /// was released.
  public var currentPath: FlowPath { shown(collecting: false).path }

  /// Whether events are kept in ``journal``; observers receive them either way.
  ///
  /// Off unless the router was made with `isJournaling: true`: the journal is for tests, and
  /// kept, it grows with every move.
  public var isJournaling: Bool

  /// Every event since the router was made or the journal was last taken, oldest first.
  public var journal: [NavigationEvent] { log.events }

  /// The journal and the observers.
  var log = EventLog<NavigationEvent>()

  /// The planned moves and the queued paths.
  var schedule = NavigationSchedule()

  /// The paths waiting for a key to be prepared, at most one a tab, oldest first.
  var preparations: [PathPreparation] = []
  /// The identifier of the next preparation.
  var nextPreparation = 0

  /// Creates a router at the path its root shows, `/` when it shows only its own screen.
  ///
  /// - Parameters:
  ///   - root: the coordinator that resolves the first key; it should
  ///     already show its own screen. The router holds it weakly: keep it alive.
  ///   - isJournaling: whether to keep every event in ``journal``, for a test to read; off by
  ///     default, since the journal grows with every move.
  public init(root: some PathCoordinator, isJournaling: Bool = false) {
    self.root = root
    self.isJournaling = isJournaling
  }

  /// The path that `coordinator` and the flows below it show now, read as ``currentPath`` is
  /// read from the root: what a tab that is not selected shows, from its flow.
  public func path(shownBy coordinator: any PathCoordinator) -> FlowPath {
    shown(from: coordinator, collecting: false).path
  }

  /// Whether a change is running or queued, so that a new path waits for it.
  public var isChanging: Bool { schedule.isBusy }

  /// The paths waiting for the change in progress, in the order they will be applied.
  public var queuedPaths: [FlowPath] { schedule.queuedPaths }

  /// Applies `path`: resolves it whole, then pops and pushes until the stack shows it.
  ///
  /// While a change is running the path is queued and this returns at once; it is resolved
  /// when its turn comes. A path with a key to prepare first returns at once too, once the
  /// keys before that one resolved, and moves when it is prepared; its leave guards are asked
  /// then. A move the platform made needs no path: ``currentPath`` is read from the
  /// coordinators, so it is there already.
  ///
  /// - Throws: a ``PathError`` when the path has too many components or
  ///   bytes, when a component is unknown to the coordinator that
  ///   resolves it or rejected by it, or when the root was released
  ///   (``PathError/rootReleased``, for any path, `/` too); then nothing moved.
  public func apply(_ path: FlowPath) throws(PathError) {
    try apply(path, maySelect: true)
  }

  /// Applies `path`; with `maySelect` false, a path that waits for a key to be prepared does
  /// not select its tab when it lands.
  func apply(_ path: FlowPath, maySelect: Bool) throws(PathError) {
    try Self.checkLimits(path)
    guard !schedule.isBusy else {
      schedule.enqueue(path)
      return
    }
    schedule.isRunning = true
    defer { schedule.isRunning = false }
    do {
      try start(path, maySelect: maySelect)
    } catch {
      // A coordinator may have applied a path while it resolved a key.
      drain()
      throw error
    }
    drain()
  }

  /// Parses `string`, such as `/main/settings/profile`, and applies the path.
  ///
  /// - Throws: any ``PathError`` of ``FlowPath/init(parsing:)`` or ``apply(_:)-(FlowPath)``.
  public func apply(string: String) throws(PathError) {
    try apply(FlowPath(parsing: string))
  }

  /// Resolves `path` whole, as ``apply(_:)-(FlowPath)`` does before its first move, and moves nothing.
  ///
  /// For a path an app applies later, such as a deep link that waits until
  /// the person has logged in: the app rejects it now, when it cannot be
  /// shown, instead of when its turn comes. What resolution built is dropped.
  /// The path is checked against ``currentPath``; while a change is running,
  /// that is where the change has got to so far.
  ///
  /// A ``LeaveGuard`` the path would pop is asked too, without its
  /// ``LeaveGuard/leaveRefused(_:)`` being called. A path with a key its coordinator must
  /// prepare first is checked up to that key: the rest can only be known once it is prepared.
  ///
  /// - Throws: the ``PathError`` that ``apply(_:)-(FlowPath)`` would throw from the current path.
  public func validate(_ path: FlowPath) throws(PathError) {
    try Self.checkLimits(path)
    guard let steps = try steps(toward: path) else { return }
    if let refusal = Self.refusal(of: steps) {
      throw .leaveRefused(refusal.name, reason: refusal.reason)
    }
  }

  /// Applies a path that has no caller to throw to, such as one a store delivers.
  ///
  /// An invalid path is reported as a ``NavigationEvent/rejected(_:_:)`` event.
  public func receive(_ path: FlowPath) {
    do {
      try apply(path)
    } catch {
      emit(.rejected(path, error))
    }
  }

  // MARK: - Moves

  /// Runs the loop unless it is already running further up the stack.
  private func run() {
    guard !schedule.isRunning else { return }
    schedule.isRunning = true
    defer { schedule.isRunning = false }
    drain()
  }

  /// Starts planned moves and queued paths until a move waits for its completion or none is left.
  ///
  /// A completion called during its own transition lets this loop go on
  /// instead of calling it again, so long chains of moves never nest.
  func drain() {
    while true {
      // Steps that left the plan are released here, after the access that took them out:
      // one may hold the last reference to a flow, whose release runs the app's code.
      var done: [NavigationSchedule.Step] = []
      switch schedule.takeNext(leaving: &done) {
      case .step(let step, let token):
        begin(step, token: token)
      case .path(_, let landing?):
        resume(landing)
      case .path(let path, nil):
        do {
          try start(path)
        } catch {
          emit(.rejected(path, error))
        }
      case .none:
        return
      }
    }
  }

  private func begin(_ step: NavigationSchedule.Step, token: Int) {
    emit(step.event)
    let completion: @MainActor () -> Void = { [weak self] in self?.complete(token) }
    if step.isPush {
      step.item.push(animated: step.animated, completion: completion)
    } else {
      step.item.pop(animated: step.animated, completion: completion)
    }
  }

  /// Goes on after a finished move; a second or late call for the same move does nothing.
  private func complete(_ token: Int) {
    guard schedule.complete(token) else { return }
    run()
  }
}
