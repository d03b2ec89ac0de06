/// The navigation verbs a coordinator uses: push and pop on a stack, present and dismiss levels.
///
/// Every screen can carry the coordinator that owns it and an `onPop`
/// callback. The callback runs exactly once, however the screen leaves: a
/// call in code, the platform's back button, a swipe-down, or a screen below
/// it leaving. A flow passes `{ [weak self] in self?.finish() }` as the
/// `onPop` of its first screen, so it is released whichever way it ends.
///
/// Calls that fail throw a ``RouterError`` and change nothing; a call that shows a screen
/// returns an ``EntryOutcome`` instead, with the screen's id and whether it was shown. While a
/// transition is in flight a router may queue a call instead of running it;
/// ``StackRouter`` then reports a queued call that fails when its turn comes
/// as a ``RouterEvent/rejected(_:_:)`` event rather than a thrown error.
@MainActor
public protocol Router: AnyObject {
  /// Pushes `screen` on the top level, or a tab's router on its tab's stack; returns its entry
  /// id and whether it was shown.
  @discardableResult
  func push(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome

  /// Pops the top screen of the top level; fails at the root of a level.
  func pop(animated: Bool) throws(RouterError)

  /// Pops every screen above the root of the top level; does nothing at the root.
  func popToRoot(animated: Bool)

  /// Pops every screen above entry `id`, dismissing levels above its level; a tab's router pops
  /// within its tab's stack.
  func pop(to id: RouterEntry.ID, animated: Bool) throws(RouterError)

  /// Replaces every screen on every level with `screen` as the root of level 0; a tab's router
  /// (``TabStackRouter``) replaces its tab's stack only.
  ///
  /// Every replaced screen's `onPop` runs, so a flow that replaces its own
  /// first screen this way finishes; give the new root the flow's `onPop` and
  /// replace the root only from the flow's parent or on a new flow's start. Returns the new
  /// root's entry id and whether it was shown.
  @discardableResult
  func setRoot(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome

  /// Presents `screen` as the root of a new level with a stack of its own; returns its entry id
  /// and whether it was shown.
  @discardableResult
  func present(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome

  /// Dismisses the top presented level with every screen on it.
  func dismiss(animated: Bool) throws(RouterError)

  /// Takes a flow's screens off the router: its lowest remaining screen and everything above it.
  ///
  /// The flow is `coordinator` with all its descendants. When the lowest
  /// screen is the root of a presented level the level is dismissed. When the
  /// flow has no screen left, which is the case after the platform popped it,
  /// nothing happens. This is what a parent's `flowCompletion` calls.
  func popFlow(_ coordinator: any FlowCoordinator, animated: Bool)

  /// The router whose navigation state this one moves: itself, or the router it forwards to
  /// (a tab's router, a bridge, a recording router). Routers with the same underlying router
  /// share its dialog: one asked through either waits for the other's.
  var underlyingRouter: any Router { get }
}

extension Router {
  /// The router itself: one that forwards its calls to another returns that one.
  public var underlyingRouter: any Router { self }

  /// Pushes a screen that no coordinator owns, as the seed's `router.push(vc, animated:)`.
  @discardableResult
  public func push(_ screen: any Presentable, animated: Bool = true) -> EntryOutcome {
    push(screen, owner: nil, animated: animated, onPop: nil)
  }

  /// Presents a screen that no coordinator owns on a new level.
  @discardableResult
  public func present(_ screen: any Presentable, animated: Bool = true) -> EntryOutcome {
    present(screen, owner: nil, animated: animated, onPop: nil)
  }

  /// Pushes a screen owned by `owner`, with an optional `onPop`.
  @discardableResult
  public func push(
    _ screen: any Presentable, owner: any FlowCoordinator, animated: Bool = true,
    onPop: (@MainActor () -> Void)? = nil
  ) -> EntryOutcome {
    push(screen, owner: Optional(owner), animated: animated, onPop: onPop)
  }

  /// Presents a screen owned by `owner` on a new level, with an optional `onPop`.
  @discardableResult
  public func present(
    _ screen: any Presentable, owner: any FlowCoordinator, animated: Bool = true,
    onPop: (@MainActor () -> Void)? = nil
  ) -> EntryOutcome {
    present(screen, owner: Optional(owner), animated: animated, onPop: onPop)
  }

  /// Makes a screen owned by `owner` the only screen, with an optional `onPop`.
  @discardableResult
  public func setRoot(
    _ screen: any Presentable, owner: any FlowCoordinator, animated: Bool = false,
    onPop: (@MainActor () -> Void)? = nil
  ) -> EntryOutcome {
    setRoot(screen, owner: Optional(owner), animated: animated, onPop: onPop)
  }

  /// Makes a screen that no coordinator owns the only screen.
  @discardableResult
  public func setRoot(_ screen: any Presentable, animated: Bool = false) -> EntryOutcome {
    setRoot(screen, owner: nil, animated: animated, onPop: nil)
  }

  /// Pops every screen above the root of the top level, animated.
  public func popToRoot() {
    popToRoot(animated: true)
  }

  /// Pops every screen above entry `id`, animated.
  public func pop(to id: RouterEntry.ID) throws(RouterError) {
    try pop(to: id, animated: true)
  }

  /// Pops the top screen, animated.
  public func pop() throws(RouterError) {
    try pop(animated: true)
  }

  /// Dismisses the top presented level, animated.
  public func dismiss() throws(RouterError) {
    try dismiss(animated: true)
  }
}
