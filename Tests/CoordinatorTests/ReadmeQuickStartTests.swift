import Coordinator
import Testing

// The README's quick start, compiled and run, so the listing cannot rot.

final class Home: Presentable {}  // a screen; its name in trees is its type name
final class Game: Presentable {}

final class GameFlow: BaseCoordinator {
  let router: any Router
  init(router: any Router) { self.router = router }

  override func start() {
    super.start()  // however its screen leaves (a button, the back button, a swipe), it ends
    router.push(Game(), owner: self, onPop: { [weak self] in self?.finish() })
  }
}

final class AppCoordinator: BaseCoordinator {
  let router = StackRouter()

  override func start() {
    super.start()
    router.setRoot(Home(), owner: self)
    startChild(GameFlow(router: router), on: router)  // when it ends: popped, then released
  }
}

@MainActor
@Suite struct ReadmeQuickStartTests {
  @Test func theBackButtonReleasesTheGameFlow() throws {
    let app = AppCoordinator()
    app.start()
    #expect(
      CoordinatorTree(app, router: app.router).render(.text) == """
        AppCoordinator [#1 Home]
        └── GameFlow [#2 Game]
        """)
    weak let game = app.childCoordinators.first
    #expect(game != nil)
    try app.router.goBack()
    #expect(game == nil)
    #expect(CoordinatorTree(app, router: app.router).render(.text) == "AppCoordinator [#1 Home]")
  }
}
