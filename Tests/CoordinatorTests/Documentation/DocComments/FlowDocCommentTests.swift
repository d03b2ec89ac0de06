import Coordinator
import Testing

// The listings of the doc comments of `Coordinators/`, `Results/`, `Dialogs/`, `Guards/` and
// `Routes/`, each in the suite of its source file, compiled and run. `DocCommentListingTests`
// checks that they still match.

/// A headless screen with a name.
final class DocScreen: Presentable {
  let screenName: String

  init(_ name: String) { screenName = name }
}

/// The listing of `BaseCoordinator.swift`: a child started by hand.
@MainActor
@Suite struct BaseCoordinatorDocComment {
  final class GameFlowCoordinator: BaseCoordinator {
    private let router: any Router

    init(router: any Router) { self.router = router }

    override func start() {
      super.start()
      router.push(DocScreen("Game"), owner: self) { [weak self] in self?.finish() }
    }
  }

  final class AppCoordinator: BaseCoordinator {
    let router = StackRouter()

    override func start() {
      super.start()
      router.setRoot(DocScreen("Main"), owner: self)
    }

    func play() {
      let game = GameFlowCoordinator(router: router)
      addDependency(game)
      game.flowCompletion = { [weak self, router] coordinator in
        router.popFlow(coordinator, animated: true)
        self?.removeDependency(coordinator)
      }
      game.start()
    }
  }

  @Test func aChildStartedByHandLeavesTheTreeWhenItFinishes() throws {
    let app = AppCoordinator()
    app.start()
    app.play()
    #expect(CoordinatorTree(app).render(.line) == "AppCoordinator(GameFlowCoordinator)")
    try app.router.pop(animated: true)  // the back button: Game's onPop finishes the flow
    #expect(app.childCoordinators.isEmpty)
  }
}

/// The listing of `BaseCoordinator+StartChild.swift`.
@MainActor
@Suite struct StartChildDocComment {
  final class GameFlow: BaseCoordinator {
    private let router: any Router
    private(set) var score = 0

    init(router: any Router) { self.router = router }

    override func start() {
      super.start()
      router.push(DocScreen("Game"), owner: self) { [weak self] in self?.finish() }
    }

    func won() {
      score = 3
      finish()
    }
  }

  final class MainFlow: BaseCoordinator {
    let router = StackRouter()
    private(set) var scores: [Int] = []

    override func start() {
      super.start()
      router.setRoot(DocScreen("Main"), owner: self)
    }

    func record(score: Int) { scores.append(score) }

    func play() {
      startChild(GameFlow(router: router), on: router) { [weak self] game in
        self?.record(score: game.score)
      }
    }
  }

  @Test func theParentHearsTheChildOnceItLeft() {
    let main = MainFlow()
    main.start()
    main.play()
    (main.childCoordinators.first as? GameFlow)?.won()
    #expect(main.scores == [3])
    #expect(main.childCoordinators.isEmpty && main.router.depth == 1)
  }
}

/// The listing of `BaseCoordinator+RootSwap.swift`.
@MainActor
@Suite struct RootSwapDocComment {
  /// A flow whose one screen replaces the router's root.
  class RootScreenFlow: BaseCoordinator {
    private let router: any Router

    init(router: any Router) { self.router = router }

    var screen: String { "" }

    override func start() {
      super.start()
      router.setRoot(DocScreen(screen), owner: self, animated: false) { [weak self] in
        self?.finish()
      }
    }
  }

  final class LoginFlow: RootScreenFlow {
    override var screen: String { "Login" }
  }

  final class HomeFlow: RootScreenFlow {
    override var screen: String { "Home" }
  }

  final class AppCoordinator: BaseCoordinator {
    let router = StackRouter()

    override func start() {
      super.start()
      startChild(LoginFlow(router: router), on: router)
    }

    func loginDidSucceed() {
      swapRoot(to: HomeFlow(router: router), on: router)
    }
  }

  @Test func theNewFlowReplacesTheOldOneAndItsScreen() {
    let app = AppCoordinator()
    app.start()
    app.loginDidSucceed()
    #expect(CoordinatorTree(app).render(.line) == "AppCoordinator(HomeFlow)")
    #expect(app.router.stack.description == "level 0: #2 Home")
  }
}
