/// One move of path navigation: from a source coordinator to a target, with a push and a pop.
///
/// A ``PathCoordinator`` returns an item from ``PathCoordinator/item(for:)``.
/// The target is either a child flow, another ``PathCoordinator`` that
/// resolves the keys after this one, or a plain screen, after which the
/// source keeps resolving. The push shows the target and the pop takes it
/// away; each receives whether to animate, the source, the target and a
/// completion it must call exactly once when the move is done, at once or
/// later, when the platform's animation ends. The router starts nothing else
/// until it is called.
///
/// ```swift
/// NavigationItem(self, GameFlowCoordinator(router: router)) {
///   animated, source, game, completion in
///   source.addDependency(game)
///   game.start()
///   completion()
/// } pop: { animated, source, game, completion in
///   source.router.popFlow(game, animated: animated)
///   completion()
/// }
/// ```
@MainActor
public struct NavigationItem {
  /// The shape of a push or a pop: whether to animate, the source, the target and the completion.
  public typealias Transition<Source, Target> =
    @MainActor (
      _ animated: Bool, _ source: Source, _ target: Target,
      _ completion: @escaping @MainActor () -> Void
    ) -> Void

  /// The coordinator that resolved the key and makes the move.
  public let source: any PathCoordinator

  /// What the move shows: a child coordinator or a screen.
  public let target: AnyObject

  /// The coordinator that resolves the next key, or `nil` when no key may follow.
  ///
  /// The target for a child flow, the source after a screen, `nil` after a
  /// screen that ends the path.
  public let nextCoordinator: (any PathCoordinator)?

  private let pushTransition: @MainActor (Bool, @escaping @MainActor () -> Void) -> Void
  private let popTransition: @MainActor (Bool, @escaping @MainActor () -> Void) -> Void

  /// Creates an item that shows a child flow, which resolves the keys after this one.
  ///
  /// - Parameters:
  ///   - source: the coordinator that resolved the key; pass `self`.
  ///   - target: the child coordinator the move shows.
  ///   - push: shows `target`: adds it to the tree and starts it.
  ///   - pop: takes `target` off the router and out of the tree.
  public init<Source: PathCoordinator, Target: PathCoordinator>(
    _ source: Source, _ target: Target,
    push: @escaping Transition<Source, Target>,
    pop: @escaping Transition<Source, Target>
  ) {
    self.source = source
    self.target = target
    nextCoordinator = target
    pushTransition = { animated, completion in push(animated, source, target, completion) }
    popTransition = { animated, completion in pop(animated, source, target, completion) }
  }

  /// Creates an item that shows a screen of `source`, which resolves the keys after this one.
  ///
  /// - Parameters:
  ///   - source: the coordinator that resolved the key; pass `self`.
  ///   - screen: the screen the move shows.
  ///   - endsPath: whether no key may follow this one; a path that goes on
  ///     is rejected with ``PathError/trailingComponent(_:index:coordinator:)``.
  ///   - push: shows `screen`.
  ///   - pop: takes `screen` off.
  public init<Source: PathCoordinator, Screen: AnyObject>(
    _ source: Source, screen: Screen, endsPath: Bool = false,
    push: @escaping Transition<Source, Screen>,
    pop: @escaping Transition<Source, Screen>
  ) {
    self.source = source
    target = screen
    nextCoordinator = endsPath ? nil : source
    pushTransition = { animated, completion in push(animated, source, screen, completion) }
    popTransition = { animated, completion in pop(animated, source, screen, completion) }
  }

  /// Runs the push; `completion` runs when the target is shown.
  public func push(animated: Bool, completion: @escaping @MainActor () -> Void) {
    pushTransition(animated, completion)
  }

  /// Runs the pop; `completion` runs when the target is gone.
  public func pop(animated: Bool, completion: @escaping @MainActor () -> Void) {
    popTransition(animated, completion)
  }
}
