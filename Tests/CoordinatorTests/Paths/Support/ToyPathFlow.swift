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

  /// Resolves a key on a flow; `shown` asks for what is already shown rather than a new one.
  typealias Resolve =
    @MainActor (_ key: Key, _ flow: ToyPathFlow<Key>, _ shown: Bool) ->
    NavigationItem?

  let flowName: String
  let stage: ToyStage
  private let firstScreen: String
  private let presentation: Presentation
  private let resolve: Resolve

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
    resolve(key, self, false)
  }

  func shownItem(for key: Key) -> NavigationItem? {
    resolve(key, self, true)
  }

  /// The item that starts a new child flow from `make`, or, when `shown`, the live child `name`.
  func childItem<ChildKey>(
    _ name: String, shown: Bool, _ make: () -> ToyPathFlow<ChildKey>
  ) -> NavigationItem? {
    let live = childFlows.first { $0.name == name } as? ToyPathFlow<ChildKey>
    guard let child = shown ? live : make() else { return nil }
    return NavigationItem(self, child) { animated, source, child, completion in
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

  /// The item that pushes a screen of this flow, which resolves next unless it ends the path.
  func screenItem(_ name: String, endsPath: Bool = true) -> NavigationItem {
    let screen = TestScreen(name)
    stage.track(screen, name)
    return NavigationItem(self, screen: screen, endsPath: endsPath) {
      animated, source, screen, completion in
      source.stage.router.push(screen, owner: source, animated: animated)
      source.stage.finish(completion)
    } pop: { animated, source, _, completion in
      try? source.stage.router.pop(animated: animated)
      source.stage.finish(completion)
    }
  }
}
