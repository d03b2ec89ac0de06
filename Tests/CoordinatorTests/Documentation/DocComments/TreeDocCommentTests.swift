import Coordinator
import Testing

// The listings of the doc comments of `Tree/`: a snapshot and its renderings.
// `DocCommentListingTests` checks that they still match.

@MainActor
@Suite struct TreeDocComment {
  /// A flow that shows its screens in order, the first as the router's root or pushed.
  class ScreensFlow: BaseCoordinator {
    let router: any Router
    var screens: [String] { [] }
    var isRoot: Bool { false }

    init(router: any Router) { self.router = router }

    override func start() {
      super.start()
      for (index, screen) in screens.enumerated() {
        if index == 0 && isRoot {
          router.setRoot(DocScreen(screen), owner: self)
        } else {
          router.push(DocScreen(screen), owner: self)
        }
      }
    }
  }

  final class AppCoordinator: ScreensFlow {}

  final class MainFlowCoordinator: ScreensFlow {
    override var screens: [String] { ["Main"] }
    override var isRoot: Bool { true }
  }

  final class GameFlowCoordinator: ScreensFlow {
    override var screens: [String] { ["Game", "Result"] }
  }

  final class SettingsFlowCoordinator: ScreensFlow {}

  @Test func aTreeIsASnapshotRenderedInEveryForm() {
    let router = StackRouter()
    let app = AppCoordinator(router: router)
    app.start()
    let main = MainFlowCoordinator(router: router)
    app.startChild(main, on: router)
    main.startChild(GameFlowCoordinator(router: router), on: router)

    let tree = CoordinatorTree(app, router: router)
    // tree.render(.line) == "AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))"
    #expect(tree.render(.line) == "AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))")

    main.addDependency(SettingsFlowCoordinator(router: router))  // added, not started
    #expect(
      CoordinatorTree.line(of: app) == """
        AppCoordinator(MainFlowCoordinator(GameFlowCoordinator, SettingsFlowCoordinator))
        """)
    #expect(
      CoordinatorTree(app, router: router).render(.text) == """
        AppCoordinator
        └── MainFlowCoordinator [#1 Main]
            ├── GameFlowCoordinator [#2 Game, #3 Result]
            └── SettingsFlowCoordinator (idle)
        """)
  }
}
