/// A ``Router`` whose screens and events can be read: what tree snapshots, validation and
/// the tester need.
///
/// ``StackRouter`` adopts it, and so can an app's own router (one backed by a
/// `UINavigationController`, say) or a test double, which then gets
/// ``CoordinatorTree/init(_:router:)``, ``validate(tree:)`` and the tester of
/// `CoordinatorTesting` as the headless router does.
@MainActor
public protocol InspectableRouter: Router {
  /// A value snapshot of every level and entry; by default read from ``ownedEntries``.
  var stack: RouterStack { get }

  /// The entry on top of the top level, if any; by default read from ``ownedEntries``.
  var topEntry: RouterEntry? { get }

  /// Every entry with its live owner, bottom level first and, on each level, bottom first.
  ///
  /// A router that queues a flow's pop behind a transition marks that flow's entries
  /// leaving (``OwnedRouterEntry/isLeaving``) until the pop runs; otherwise validation
  /// reports them as owned outside the tree once the flow has left it.
  var ownedEntries: [OwnedRouterEntry] { get }

  /// The tab set of level 0 with its owner, or `nil` for a router without one; by default `nil`.
  var ownedTabSet: OwnedTabSet? { get }

  /// The id the next pushed, presented or root screen will get: above every id shown so far.
  var nextEntryID: RouterEntry.ID { get }

  /// Whether a transition is in flight, so that new calls wait.
  var isTransitionInFlight: Bool { get }

  /// How many calls wait behind the transition in flight.
  var queuedCallCount: Int { get }

  /// The screen of entry `id`, if it is on the router and the router keeps its screens.
  ///
  /// What lets a test read a screen as its own type (`FlowTester.topScreen(as:)`). The
  /// default answers `nil`: a router that keeps only entries gives no screens.
  func screen(for id: RouterEntry.ID) -> (any Presentable)?

  /// Calls `handler` with every event from now on, until the returned observation is
  /// cancelled; an observer cancelled while an event is delivered hears no more of it.
  func observe(_ handler: @escaping @MainActor (RouterEvent) -> Void) -> RouterObservation
}

extension InspectableRouter {
  /// A value snapshot of every level and entry, read from ``ownedEntries``.
  public var stack: RouterStack {
    var levels: [[RouterEntry]] = []
    for owned in ownedEntries {
      while levels.count <= owned.entry.level {
        levels.append([])
      }
      levels[owned.entry.level].append(owned.entry)
    }
    return RouterStack(levels: levels.isEmpty ? [[]] : levels)
  }

  /// The entry on top of the top level, if any.
  public var topEntry: RouterEntry? {
    ownedEntries.last.map(\.entry)
  }

  /// `nil`: a router without tab sets.
  public var ownedTabSet: OwnedTabSet? { nil }

  /// No transition is ever in flight: a router that makes every move at once.
  public var isTransitionInFlight: Bool { false }

  /// No call ever waits: a router that makes every move at once.
  public var queuedCallCount: Int { 0 }

  /// `nil`: a router that keeps only entries gives no screens.
  public func screen(for id: RouterEntry.ID) -> (any Presentable)? { nil }
}

/// An entry on a router with the coordinator that owns it, read at one moment.
///
/// ``owner`` is `nil` both for a screen pushed without an owner and for one whose owner
/// has been released; the entry's ``RouterEntry/owner`` name tells them apart.
public struct OwnedRouterEntry {
  /// The entry.
  public let entry: RouterEntry
  /// The entry's owner, if it has one and it is alive.
  public let owner: (any FlowCoordinator)?
  /// Whether the entry is on its way out: its flow has ended and the pop that takes it off
  /// waits behind a transition in flight. Such an entry may belong to a flow that already
  /// left the tree.
  public let isLeaving: Bool

  /// Pairs `entry` with its live owner, and says whether it is leaving.
  public init(entry: RouterEntry, owner: (any FlowCoordinator)?, isLeaving: Bool = false) {
    self.entry = entry
    self.owner = owner
    self.isLeaving = isLeaving
  }
}
