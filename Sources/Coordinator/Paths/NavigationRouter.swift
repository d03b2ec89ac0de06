/// Drives path navigation: applies a new ``Path`` by diffing it against the current one.
///
/// The router starts from a root ``PathCoordinator`` whose own screen is
/// already shown, at the root path `/`. ``apply(_:)`` resolves the whole
/// new path first, each component with the key type of the coordinator
/// reached so far; an unknown or rejected component is a ``PathError`` and
/// nothing moves. Then it pops the keys of the current path beyond the
/// common prefix, newest first, and pushes the new keys in order, each move
/// starting when the previous one has called its completion. The moves are
/// animated only when the change is a single move. A path equal to the
/// current one does nothing; a silent path is recorded without any move.
///
/// ```swift
/// let router = NavigationRouter(root: app)
/// try router.apply(string: "/main/settings/profile")
/// // push main, push settings, push profile (none animated)
/// try router.apply(string: "/main/settings")
/// // pop profile (animated)
/// ```
///
/// A path that arrives while a change is running, from a transition, a
/// store or a completion that has not been called yet, is queued and
/// applied after it, in order: none is dropped and none runs in the middle
/// of another. A queued path is resolved when its turn comes; if it is
/// invalid then, a ``NavigationEvent/rejected(_:_:)`` event reports it.
///
/// The router keeps the items of the current path, and with them the flows
/// and screens they show, until a change or a silent path takes them off.
/// Report moves the router did not make, the platform's back swipe, a flow
/// that finished by itself or one the user opened by hand, with a silent
/// path, so that ``currentPath`` follows the stack and what left is
/// released. Do not report the router's own moves: while ``isChanging`` is
/// `true`, the moves are the router's.
@MainActor
public final class NavigationRouter {
  /// A move of a planned change.
  private struct Step {
    let isPush: Bool
    let component: String
    let item: NavigationItem
    let animated: Bool

    var event: NavigationEvent {
      isPush ? .push(component, animated: animated) : .pop(component, animated: animated)
    }
  }

  /// The coordinator that resolves the first key of every path.
  public let root: any PathCoordinator

  /// The path of the moves done so far; it changes as each move completes.
  public var currentPath: Path { shownPath }

  /// Whether events are kept in ``journal``; ``onEvent`` receives them either way.
  public var isJournaling: Bool {
    get { journaling }
    set { journaling = newValue }
  }

  /// Every event since the router was made or the journal was last taken, oldest first.
  public var journal: [NavigationEvent] { events }

  /// Called with every event as it happens, such as a rejected queued path an app may report.
  public var onEvent: (@MainActor (NavigationEvent) -> Void)? {
    get { eventHandler }
    set { eventHandler = newValue }
  }

  // The state is private, with public accessors, so that the whole-module optimiser sees
  // every access and drops the run-time exclusivity checks of the scalar properties.
  //
  // The arrays keep those checks even so, since growing an array calls code the optimiser
  // cannot see into: some 30 checks of 75 instructions for each flow cycle of the sample
  // app, which records a silent path after every move. They are unchecked: every access is
  // in this file and none can overlap another. Code outside the router (a coordinator
  // resolving a key, a move, `onEvent`) runs only on copies, never inside an access, and no
  // access runs a `deinit`: items and steps that leave are moved out, or still held
  // elsewhere, when they leave.
  @exclusivity(unchecked) private var shownPath = Path()
  private var journaling: Bool
  @exclusivity(unchecked) private var events: [NavigationEvent] = []
  private var eventHandler: (@MainActor (NavigationEvent) -> Void)?

  /// The items of ``currentPath``, one per component.
  @exclusivity(unchecked) private var items: [NavigationItem] = []
  @exclusivity(unchecked) private var plan: [Step] = []
  private var planHead = 0
  @exclusivity(unchecked) private var queue: [Path] = []
  private var queueHead = 0
  private var stepInFlight: (token: Int, step: Step)?
  private var nextToken = 0
  private var isRunning = false

  /// Creates a router at the root path `/` of `root`.
  ///
  /// - Parameters:
  ///   - root: the coordinator that resolves the first key; it should
  ///     already show its own screen.
  ///   - isJournaling: whether to keep every event in ``journal``.
  public init(root: some PathCoordinator, isJournaling: Bool = true) {
    self.root = root
    journaling = isJournaling
  }

  /// Whether a change is running or queued, so that a new path waits for it.
  public var isChanging: Bool {
    isRunning || stepInFlight != nil || planHead < plan.count || queueHead < queue.count
  }

  /// The paths waiting for the change in progress, in the order they will be applied.
  public var queuedPaths: [Path] { Array(queue[queueHead...]) }

  /// Applies `path`: resolves it whole, then pops and pushes until the stack shows it.
  ///
  /// While a change is running the path is queued and this returns at once;
  /// it is resolved when its turn comes. A silent path is recorded as
  /// ``currentPath`` without any move; the keys the router did not know are
  /// resolved with ``PathCoordinator/shownItem(for:)``.
  ///
  /// - Throws: a ``PathError`` when the path has too many components or
  ///   bytes, or when a component is unknown to the coordinator that
  ///   resolves it or rejected by it; then nothing moved.
  public func apply(_ path: Path) throws(PathError) {
    try Self.checkLimits(path)
    guard !isChanging else {
      queue.append(path)
      return
    }
    isRunning = true
    defer { isRunning = false }
    do {
      try start(path)
    } catch {
      // A coordinator may have applied a path while it resolved a key.
      drain()
      throw error
    }
    drain()
  }

  /// Parses `string`, such as `/main/settings/profile`, and applies the path.
  ///
  /// - Throws: any ``PathError`` of ``Path/init(parsing:)`` or ``apply(_:)``.
  public func apply(string: String) throws(PathError) {
    try apply(Path(parsing: string))
  }

  /// Resolves `path` whole, as ``apply(_:)`` does before its first move, and moves nothing.
  ///
  /// For a path an app applies later, such as a deep link that waits until
  /// the person has logged in: the app rejects it now, when it cannot be
  /// shown, instead of when its turn comes. What resolution built is dropped.
  /// The path is checked against ``currentPath``; while a change is running,
  /// that is where the change has got to so far.
  ///
  /// - Throws: the ``PathError`` that ``apply(_:)`` would throw from the current path.
  public func validate(_ path: Path) throws(PathError) {
    try Self.checkLimits(path)
    let prefix = currentPath.commonPrefixLength(with: path)
    _ = try resolve(path, from: prefix, shown: path.isSilent)
  }

  /// Applies a path that has no caller to throw to, such as one a store delivers.
  ///
  /// An invalid path is reported as a ``NavigationEvent/rejected(_:_:)`` event.
  public func receive(_ path: Path) {
    do {
      try apply(path)
    } catch {
      emit(.rejected(path, error))
    }
  }

  /// Returns the journal and empties it.
  public func takeJournal() -> [NavigationEvent] {
    defer { events = [] }
    return events
  }

  // MARK: - Private

  private static func checkLimits(_ path: Path) throws(PathError) {
    guard path.count <= Path.maximumComponentCount else {
      throw .tooManyComponents(limit: Path.maximumComponentCount)
    }
    guard path.length <= Path.maximumLength else { throw .tooLong(limit: Path.maximumLength) }
  }

  /// Resolves `path` against the current one and plans its moves, or records it when silent.
  ///
  /// Throws before it changes anything.
  private func start(_ path: Path) throws(PathError) {
    let prefix = currentPath.commonPrefixLength(with: path)
    guard prefix < path.count || prefix < currentPath.count else { return }
    let resolved = try resolve(path, from: prefix, shown: path.isSilent)
    if path.isSilent {
      while items.count > prefix {
        // One at a time, each released after it left: an item may hold the last reference
        // to a flow, whose release must not run inside an access to `items`.
        _ = items.removeLast()
      }
      items.append(contentsOf: resolved)
      shownPath = Path(components: path.components)
      return
    }
    let popCount = currentPath.count - prefix
    let animated = popCount + resolved.count == 1
    plan = (prefix..<currentPath.count).reversed().map { index in
      Step(
        isPush: false, component: currentPath.components[index], item: items[index],
        animated: animated)
    }
    plan += zip(path.components[prefix...], resolved).map { component, item in
      Step(isPush: true, component: component, item: item, animated: animated)
    }
    planHead = 0
  }

  /// The items of the components of `path` from `prefix` on, resolved in order.
  ///
  /// `shown` asks for the items of what is already shown, for a silent path.
  private func resolve(
    _ path: Path, from prefix: Int, shown: Bool
  ) throws(PathError) -> [NavigationItem] {
    var previous: NavigationItem? = prefix == 0 ? nil : items[prefix - 1]
    var resolved: [NavigationItem] = []
    for index in prefix..<path.count {
      let component = path.components[index]
      let item: NavigationItem
      if let previous {
        guard let resolver = previous.nextCoordinator else {
          throw .trailingComponent(component, index: index, coordinator: previous.source.name)
        }
        item = try resolver.resolveItem(component, at: index, shown: shown)
      } else {
        item = try root.resolveItem(component, at: index, shown: shown)
      }
      resolved.append(item)
      previous = item
    }
    return resolved
  }

  /// Runs the loop unless it is already running further up the stack.
  private func run() {
    guard !isRunning else { return }
    isRunning = true
    defer { isRunning = false }
    drain()
  }

  /// Starts planned moves and queued paths until a move waits for its completion or none is left.
  ///
  /// A completion called during its own transition lets this loop go on
  /// instead of calling it again, so long chains of moves never nest.
  private func drain() {
    while stepInFlight == nil {
      if planHead < plan.count {
        let step = plan[planHead]
        planHead += 1
        if planHead == plan.count {
          // Emptied while its steps are still held, so that what only they held, such as a
          // flow a pop took off, is released once the plan is empty, not while it empties.
          withExtendedLifetime(plan) { plan = [] }
          planHead = 0
        }
        begin(step)
      } else if queueHead < queue.count {
        let path = queue[queueHead]
        queueHead += 1
        if queueHead == queue.count {
          queue.removeAll(keepingCapacity: true)
          queueHead = 0
        }
        do {
          try start(path)
        } catch {
          emit(.rejected(path, error))
        }
      } else {
        return
      }
    }
  }

  private func begin(_ step: Step) {
    nextToken += 1
    let token = nextToken
    stepInFlight = (token, step)
    emit(step.event)
    let completion: @MainActor () -> Void = { [weak self] in self?.complete(token) }
    if step.isPush {
      step.item.push(animated: step.animated, completion: completion)
    } else {
      step.item.pop(animated: step.animated, completion: completion)
    }
  }

  /// Records a finished move and goes on; a second or late call for the same move does nothing.
  private func complete(_ token: Int) {
    guard let (current, step) = stepInFlight, current == token else { return }
    stepInFlight = nil
    if step.isPush {
      items.append(step.item)
      shownPath.append(component: step.component)
    } else {
      items.removeLast()
      shownPath.removeLast()
    }
    run()
  }

  private func emit(_ event: NavigationEvent) {
    if journaling {
      events.append(event)
    }
    eventHandler?(event)
  }
}
