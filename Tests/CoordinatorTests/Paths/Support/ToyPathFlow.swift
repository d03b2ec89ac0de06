import Coordinator

/// A flow of the toy path app: one first screen, and keys of type `Key` resolved by a closure.
///
/// Its first screen leaving, however it leaves, finishes it; its parent's
/// completion then takes it out of the tree, as the sample app's flows do.
@MainActor
final class ToyPathFlow<Key: PathKey>: BaseCoordinator, PathCoordinator {
  enum Presentation {
    case root
    case push
    case present
  }

  /// Resolves a key on a flow: what is shown for it, else a new one.
  typealias Resolve = @MainActor (_ key: Key, _ flow: ToyPathFlow<Key>) -> NavigationItem?

  /// A screen this flow pushed for a key, while the router holds it.
  private struct ShownScreen {
    let key: Key
    weak var screen: TestScreen?
  }

  let flowName: String
  let stage: ToyStage
  private let firstScreen: String
  private let presentation: Presentation
  private let resolve: Resolve
  private var shownScreens: [ShownScreen] = []
  private var childKeys: [(key: Key, child: ObjectIdentifier)] = []

  init(
    _ name: String, stage: ToyStage, firstScreen: String, presentation: Presentation,
    resolve: @escaping Resolve
  ) {
    flowName = name
    self.stage = stage
    self.firstScreen = firstScreen
    self.presentation = presentation
    self.resolve = resolve
  }

  override var name: String { flowName }

  override func start() {
    show(animated: false)
  }

  /// Starts the flow and shows its first screen.
  func show(animated: Bool) {
    super.start()
    let screen = TestScreen(firstScreen)
    stage.track(screen, firstScreen)
    let onPop: @MainActor () -> Void = { [weak self] in self?.finish() }
    switch presentation {
    case .root: stage.router.setRoot(screen, owner: self, animated: animated, onPop: onPop)
    case .push: stage.router.push(screen, owner: self, animated: animated, onPop: onPop)
    case .present: stage.router.present(screen, owner: self, animated: animated, onPop: onPop)
    }
  }

  func item(for key: Key) -> NavigationItem? {
    resolve(key, self)
  }

  /// The keys of the screens this flow pushed that the router still holds, then of its child.
  var shownKeys: [Key] {
    var keys = shownScreens.filter { $0.screen != nil }.map(\.key)
    for child in childCoordinators {
      if let shown = childKeys.last(where: { $0.child == ObjectIdentifier(child) }) {
        keys.append(shown.key)
      }
    }
    return keys
  }

  /// The item of the live child `name`, or of a new child flow from `make`.
  func childItem<ChildKey>(
    _ key: Key, _ name: String, _ make: () -> ToyPathFlow<ChildKey>
  ) -> NavigationItem {
    let live = childCoordinators.first { $0.name == name } as? ToyPathFlow<ChildKey>
    return NavigationItem(self, live ?? make()) { animated, source, child, completion in
      source.childKeys.append((key, ObjectIdentifier(child)))
      source.addDependency(child)
      child.flowCompletion = { [weak source] finished in
        source?.stage.router.popFlow(finished, animated: false)
        source?.removeDependency(finished)
      }
      child.show(animated: animated)
      source.stage.finish(completion)
    } pop: { animated, source, child, completion in
      source.stage.router.popFlow(child, animated: animated)
      source.stage.finish(completion)
    }
  }

  /// The item that pushes a new screen of this flow for `key`, which resolves next unless it
  /// ends the path; its pop takes the top screen off, whichever it is, so it pops a shown one too.
  func screenItem(_ key: Key, _ name: String, endsPath: Bool = true) -> NavigationItem {
    let screen = TestScreen(name)
    stage.track(screen, name)
    return NavigationItem(self, screen: screen, endsPath: endsPath) {
      animated, source, screen, completion in
      source.shownScreens.removeAll { $0.screen == nil }
      source.shownScreens.append(ShownScreen(key: key, screen: screen))
      source.stage.router.push(screen, owner: source, animated: animated)
      source.stage.finish(completion)
    } pop: { animated, source, _, completion in
      try? source.stage.router.pop(animated: animated)
      source.stage.finish(completion)
    }
  }
}
