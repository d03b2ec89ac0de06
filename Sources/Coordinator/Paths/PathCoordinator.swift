/// A coordinator that a ``NavigationRouter`` drives by path: it turns each of its keys into a move.
///
/// A flow coordinator adopts it beside ``Coordinator``: it names its ``Key``
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
///   func item(for key: Key) -> NavigationItem? {
///     switch key {
///     case .profile:
///       NavigationItem(self, screen: ProfileScreen(), endsPath: true) {
///         animated, source, screen, completion in
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
/// released. A silent path that goes deeper than the router knows records
/// moves made without it, such as a flow the user opened with a button; for
/// its new keys the router asks ``shownItem(for:)`` instead, which finds what
/// is already shown, so that a later pop takes that off.
@MainActor
public protocol PathCoordinator: AnyObject {
  /// The keys this coordinator resolves, usually an enum with a `String` raw value.
  associatedtype Key: PathKey

  /// The name shown in errors; the type name unless the coordinator has its own.
  var name: String { get }

  /// The item that shows `key` from this coordinator, or `nil` when the key cannot be shown now.
  ///
  /// Returning `nil`, as a game flow does for its result before a game was
  /// played, rejects the whole path with ``PathError/rejectedComponent(_:index:coordinator:)``.
  /// The item's ``NavigationItem/source`` must be this coordinator.
  func item(for key: Key) -> NavigationItem?

  /// The item of `key` as it is already shown, or `nil` when it is not shown.
  ///
  /// The router asks for it when a silent path records keys it did not show
  /// itself. Return an item whose target is the child flow or screen on the
  /// router now, so that its pop takes that one off. The default returns
  /// ``item(for:)``, which suits a key whose pop does not depend on which
  /// object it shows, such as a screen that a pop removes from the top.
  func shownItem(for key: Key) -> NavigationItem?
}

extension PathCoordinator {
  /// The type name of the coordinator.
  public var name: String { TypeNames.name(of: type(of: self)) }

  /// The item ``item(for:)`` builds.
  public func shownItem(for key: Key) -> NavigationItem? {
    item(for: key)
  }
}
