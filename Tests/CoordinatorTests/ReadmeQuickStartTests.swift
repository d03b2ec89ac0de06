import Coordinator
import Testing

// The README's quick start, compiled and run, so the listing cannot rot.

final class Screen: Presentable {
  let screenName: String
  init(_ name: String) { screenName = name }
}

final class GameFlow: BaseCoordinator {
  let router: any Router
  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    // However the first screen leaves (a button, the back button, a swipe), the flow ends.
    router.push(Screen("Game"), owner: self, onPop: { [weak self] in self?.finish() })
  }
}

final class AppCoordinator: BaseCoordinator {
  let router = StackRouter()

  override func start() {
    super.start()
    router.setRoot(Screen("Main"), owner: self)
    let game = GameFlow(router: router)
    addDependency(game)
    game.flowCompletion = { [weak self, router] flow in
      router.popFlow(flow, animated: true)  // a no-op when the platform already popped it
      self?.removeDependency(flow)  // releases the flow and its whole subtree
    }
    game.start()
  }
}

@MainActor
@Suite struct ReadmeQuickStartTests {
  @Test func theBackButtonReleasesTheGameFlow() throws {
    let app = AppCoordinator()
    app.start()
    #expect(
      CoordinatorTree(app, router: app.router).render(.text) == """
        AppCoordinator [#1 Main]
        └── GameFlow [#2 Game]
        """)
    weak let game = app.childFlows.first
    #expect(game != nil)
    try app.router.goBack()
    #expect(game == nil)
    #expect(CoordinatorTree(app, router: app.router).render(.text) == "AppCoordinator [#1 Main]")
  }
}
