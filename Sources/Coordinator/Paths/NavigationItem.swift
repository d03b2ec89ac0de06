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
  public var source: any PathCoordinator { storage.source }

  /// What the move shows: a child coordinator or a screen.
  public var target: AnyObject { storage.target }

  /// The coordinator that resolves the next key, or `nil` when no key may follow.
  ///
  /// The target for a child flow, the source after a screen, `nil` after a
  /// screen that ends the path.
  public var nextCoordinator: (any PathCoordinator)? { storage.nextCoordinator }

  /// Everything an item holds, in one object of the item's own source and target types: the
  /// router copies items as it resolves and applies paths, and a copy is one reference to
  /// count rather than five; and making an item is one allocation, not one per closure.
  ///
  /// The initializers are inlinable so that the app that makes an item knows the storage's
  /// type when it is compiled: a generic type made at run time is looked up in a table,
  /// which costs more than the allocation (`Benchmarks/NOTES.md`).
  @usableFromInline let storage: any ItemStorage

  /// Creates an item that shows a child flow, which resolves the keys after this one.
  ///
  /// - Parameters:
  ///   - source: the coordinator that resolved the key; pass `self`.
  ///   - target: the child coordinator the move shows.
  ///   - push: shows `target`: adds it to the tree and starts it.
  ///   - pop: takes `target` off the router and out of the tree.
  @inlinable
  public init<Source: PathCoordinator, Target: PathCoordinator>(
    _ source: Source, _ target: Target,
    push: @escaping Transition<Source, Target>,
    pop: @escaping Transition<Source, Target>
  ) {
    storage = TypedItemStorage(
      source: source, target: target, nextCoordinator: target, push: push, pop: pop)
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
  @inlinable
  public init<Source: PathCoordinator, Screen: AnyObject>(
    _ source: Source, screen: Screen, endsPath: Bool = false,
    push: @escaping Transition<Source, Screen>,
    pop: @escaping Transition<Source, Screen>
  ) {
    storage = TypedItemStorage(
      source: source, target: screen, nextCoordinator: endsPath ? nil : source, push: push,
      pop: pop)
  }

  /// An item that selects a tab: `target` is the tab's flow, which resolves the keys after it.
  ///
  /// `select` shows the tab (and starts its flow the first time). Leaving the tab for another
  /// takes nothing off its stack: a ``PathNavigator`` that goes to another tab selects it
  /// and moves only that tab's stack, from what that tab shows now, and the tab left keeps
  /// what it showed. Going to a path that names no tab from here pops what the selected tab
  /// shows beyond its root, as on any stack, and then runs `leave`, by default nothing.
  @inlinable
  public init<Source: PathCoordinator, Target: PathCoordinator>(
    _ source: Source, tab target: Target,
    select: @escaping Transition<Source, Target>,
    leave: @escaping Transition<Source, Target> = { _, _, _, completion in completion() }
  ) {
    storage = TypedItemStorage(
      source: source, target: target, nextCoordinator: target, push: select, pop: leave,
      selectsTab: true)
  }

  /// Whether the item selects a tab (``init(_:tab:select:leave:)``).
  public var selectsTab: Bool { storage.selectsTab }

  /// Runs the push; `completion` runs when the target is shown.
  public func push(animated: Bool, completion: @escaping @MainActor () -> Void) {
    storage.push(animated: animated, completion: completion)
  }

  /// Runs the pop; `completion` runs when the target is gone.
  public func pop(animated: Bool, completion: @escaping @MainActor () -> Void) {
    storage.pop(animated: animated, completion: completion)
  }
}

/// What a ``NavigationItem`` holds, whatever its source and target types.
@MainActor
@usableFromInline
protocol ItemStorage: AnyObject {
  var source: any PathCoordinator { get }
  var target: AnyObject { get }
  var nextCoordinator: (any PathCoordinator)? { get }
  var selectsTab: Bool { get }
  func push(animated: Bool, completion: @escaping @MainActor () -> Void)
  func pop(animated: Bool, completion: @escaping @MainActor () -> Void)
}

/// A ``NavigationItem``'s source, target and transitions, with their types.
@usableFromInline
final class TypedItemStorage<Source: PathCoordinator, Target: AnyObject>: ItemStorage {
  let typedSource: Source
  let typedTarget: Target
  @usableFromInline let nextCoordinator: (any PathCoordinator)?
  @usableFromInline let selectsTab: Bool
  let pushTransition: NavigationItem.Transition<Source, Target>
  let popTransition: NavigationItem.Transition<Source, Target>

  @usableFromInline
  init(
    source: Source, target: Target, nextCoordinator: (any PathCoordinator)?,
    push: @escaping NavigationItem.Transition<Source, Target>,
    pop: @escaping NavigationItem.Transition<Source, Target>, selectsTab: Bool = false
  ) {
    typedSource = source
    typedTarget = target
    self.nextCoordinator = nextCoordinator
    self.selectsTab = selectsTab
    pushTransition = push
    popTransition = pop
  }

  @usableFromInline var source: any PathCoordinator { typedSource }

  @usableFromInline var target: AnyObject { typedTarget }

  @usableFromInline func push(animated: Bool, completion: @escaping @MainActor () -> Void) {
    pushTransition(animated, typedSource, typedTarget, completion)
  }

  @usableFromInline func pop(animated: Bool, completion: @escaping @MainActor () -> Void) {
    popTransition(animated, typedSource, typedTarget, completion)
  }
}
