import Coordinator

/// The toy path app, launched: its stage, its root flow showing Launch, a path navigator at `/`.
@MainActor
final class ToyPathApp {
  let stage: ToyStage
  let root: ToyPathFlow<ToyAppKey>
  let navigation: PathNavigator

  init(transitionStyle: TransitionStyle = .immediate) throws {
    stage = ToyStage(transitionStyle: transitionStyle)
    root = stage.makeApp()
    root.start()
    if transitionStyle == .manual {
      try stage.router.completeTransition()
    }
    navigation = PathNavigator(root: root, isJournaling: true)
    _ = stage.router.takeJournal()
  }

  /// Opens `path` and forgets the moves it took, so a test sees only what follows.
  func open(_ path: String) throws {
    try navigation.apply(string: path)
    _ = navigation.takeJournal()
    _ = stage.router.takeJournal()
  }

  /// The coordinator tree in one line, such as `ToyApp(ToyMain(ToySettings))`.
  var tree: String { CoordinatorTree(root).render(.line) }

  /// The router's levels, such as `level 0: #1 Launch, #2 Main`.
  var stack: String { stage.router.stack.description }

  /// The screen names on each level, without entry ids.
  var screens: [[String]] { stage.router.stack.levels.map { $0.map(\.screen) } }

  /// Broken invariants between the tree and the router; empty when screens and flows agree.
  var violations: [InvariantViolation] { stage.router.violations(in: root) }
}
