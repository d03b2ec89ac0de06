/// A coordinator that a ``PathNavigator`` drives by path: it turns each of its keys into a move.
///
/// A flow coordinator adopts it beside ``FlowCoordinator``: it names its ``Key``
/// type and says, for each key, which ``NavigationItem`` shows it, the
/// seed's `item(for:)`. The router resolves a path key by key: the first key
/// with the root coordinator, each following key with the item's
/// ``NavigationItem/nextCoordinator``, which is the child flow the item
/// shows, or the same coordinator after a plain screen.
///
/// ```swift
/// final class SettingsFlowCoordinator: BaseCoordinator, PathCoordinator {
///   enum Key: String, PathKey {
///     case profile
///   }
///
///   let router: any Router
///   /// The profile on screen, if any; the router holds it.
///   private weak var profile: ProfileScreen?
///
///   init(router: any Router) { self.router = router }
///
///   var shownKeys: [Key] { profile == nil ? [] : [.profile] }
///
///   func item(for key: Key) -> NavigationItem? {
///     switch key {
///     case .profile:
///       // The profile on screen when it is shown, so that a pop takes it off; else a new one.
///       NavigationItem(self, screen: profile ?? ProfileScreen(), endsPath: true) {
///         animated, source, screen, completion in
///         source.profile = screen
///         source.router.push(screen, owner: source, animated: animated)
///         completion()
///       } pop: { animated, source, _, completion in
///         try? source.router.pop(animated: animated)
///         completion()
///       }
///     }
///   }
/// }
/// ```
///
/// The router resolves a whole path before it moves, so `item(for:)` must
/// only build: create a new screen or child coordinator and describe how to
/// show it, and leave adding the child to the tree and showing it to the
/// item's push. When the path is invalid, what was built is dropped and
/// released.
///
/// Where the app is, is not kept beside the tree: the router reads its
/// ``PathNavigator/currentPath`` by walking from its root, each
/// coordinator saying with ``shownKeys`` which keys its shown screens stand
/// for. A move the router did not make, a button that opened a flow or the
/// platform's back button, is in the path as soon as the coordinators show
/// it, and a later change pops it with the item ``item(for:)`` returns for a
/// shown key: the one of what is on screen.
@MainActor
public protocol PathCoordinator: AnyObject {
  /// The keys this coordinator resolves, usually an enum with a `String` raw value.
  associatedtype Key: PathKey

  /// The name shown in errors; the type name unless the coordinator has its own.
  var name: String { get }

  /// The item that shows `key` from this coordinator, or `nil` when the key cannot be shown now.
  ///
  /// When `key` is shown now, one of ``shownKeys``, return the item of what
  /// is on screen, the running child flow or the shown screen, so that its
  /// pop takes that off; otherwise a new one. Returning `nil`, as a game
  /// flow does for its result before a game was played, rejects the whole
  /// path with ``PathError/rejectedComponent(_:index:coordinator:)``. The
  /// item's ``NavigationItem/source`` must be this coordinator.
  func item(for key: Key) -> NavigationItem?

  /// Why ``item(for:)`` cannot show `key` now, in words a person reads, such as `no book 9`:
  /// the path is then rejected with ``PathError/refusedComponent(_:index:coordinator:reason:)``.
  /// `nil`, the default, rejects it with ``PathError/rejectedComponent(_:index:coordinator:)``,
  /// which names the coordinator and the component.
  func refusal(of key: Key) -> String?

  /// The keys that what this coordinator shows now stands for, beyond its own first screen.
  ///
  /// Oldest first: empty while only its first screen is shown, `[.profile]`
  /// while Profile is pushed above it, `[.game]` while its Game flow runs.
  /// Answer from the coordinator's own state, its running children and the
  /// screens it holds, never from a copy of the path. When the item of the
  /// last key shows a child flow, the router goes on walking with that
  /// child; every other key must be a screen of this coordinator's that
  /// does not end the path.
  var shownKeys: [Key] { get }

  /// The child flow that the last of ``shownKeys`` shows, with which the path goes on; `nil`
  /// when that key is a screen, or nothing beyond the first screen is shown.
  ///
  /// ``PathNavigator/currentPath`` reads it at every level. The default asks
  /// ``item(for:)`` for the last key's item, which may build one; a coordinator whose child
  /// flows are path coordinators can answer from its own tree instead, as it answers
  /// ``shownKeys``.
  var shownChild: (any PathCoordinator)? { get }

  /// The keys the query of a link stand for when the link's path ends at this coordinator,
  /// which go after the path: `?q=dune` on a search flow is the key of the results for `dune`.
  ///
  /// By default no query item is taken: the first is reported as
  /// ``LinkError/unknownQueryItem(_:coordinator:)``.
  ///
  /// - Throws: ``LinkError/unknownQueryItem(_:coordinator:)`` for an item this coordinator
  ///   does not take, ``LinkError/invalidQueryItem(_:reason:)`` for a value it cannot take.
  func keys(forQuery items: [LinkQueryItem]) throws(LinkError) -> [Key]

  /// The keys of the tabs this coordinator shows whose flows have started, the selected one
  /// among them, in the order of the tabs; a ``NavigationSnapshot`` keeps what each shows.
  ///
  /// Empty by default: a coordinator without tabs. Each key's item must select its tab
  /// (``NavigationItem/init(_:tab:select:leave:)``) and lead to the tab's running flow.
  var shownTabKeys: [Key] { get }

  /// Whether a ``NavigationSnapshot`` keeps `key`, and so what is shown beyond it; `true` by
  /// default.
  ///
  /// Return `false` for a screen that its key alone cannot bring back as the person left
  /// it, such as a form whose draft is not kept: a snapshot taken while it shows ends before
  /// it.
  func isRestorable(_ key: Key) -> Bool

  /// Whether ``item(for:)`` can answer for `key` only once ``prepare(_:)`` has fetched what
  /// it shows, such as an account a link names that no search has found yet; `false` by
  /// default.
  ///
  /// Answer from what the coordinator holds now: once ``prepare(_:)`` has run for `key`,
  /// found or not, return `false`, and let ``item(for:)`` and ``refusal(of:)`` answer.
  func needsPreparing(_ key: Key) -> Bool

  /// Fetches what ``item(for:)`` needs to show `key`, which ``needsPreparing(_:)`` said it
  /// lacks: a request, a search. Returns at once by default.
  ///
  /// A ``PathNavigator`` calls it in a flow task before it moves, and moves once it returns
  /// (see ``PathNavigator/apply(_:)-(FlowPath)``). The task is cancelled when a newer path
  /// supersedes this one: give up then. Keep what was found where ``item(for:)`` and
  /// ``refusal(of:)`` read it, and a key that turned out not to exist as missing, so that
  /// it is refused as a key known to be missing is.
  func prepare(_ key: Key) async
}

extension PathCoordinator {
  /// The type name of the coordinator.
  public var name: String { TypeNames.name(of: type(of: self)) }

  /// None: the first item is unknown here.
  public func keys(forQuery items: [LinkQueryItem]) throws(LinkError) -> [Key] {
    if let first = items.first {
      throw .unknownQueryItem(first.name, coordinator: name)
    }
    return []
  }

  /// None: no tabs.
  public var shownTabKeys: [Key] { [] }

  /// No reason of the coordinator's own: the path error names the coordinator and component.
  public func refusal(of key: Key) -> String? { nil }

  /// Every key is kept.
  public func isRestorable(_ key: Key) -> Bool { true }

  /// None: every key is known at once.
  public func needsPreparing(_ key: Key) -> Bool { false }

  /// Nothing to fetch.
  public func prepare(_ key: Key) async {}

  /// The child flow of the last shown key's item; `nil` when that key has no item now.
  public var shownChild: (any PathCoordinator)? {
    guard let key = shownKeys.last, let next = item(for: key)?.nextCoordinator, next !== self
    else { return nil }
    return next
  }
}
