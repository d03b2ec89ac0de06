import Coordinator
import FlowsShell
import Testing

/// A break reached by a second route to a place a correct route reached first is found: the
/// checks of what is alive and who owns it run after every move, not only at a new place.
@MainActor
@Suite struct SecondRouteTests {
  /// Home, where `detail` pushes Detail as it should, and `side` pushes the same Detail from a
  /// flow the app then drops without taking its screen off: the same place by name, with an
  /// orphaned screen.
  final class OrphanApp: BaseCoordinator, ShellApp {
    let router = StackRouter(isJournaling: false)

    override func start() {
      super.start()
      router.setRoot(Screen("Home", app: self), owner: self)
    }

    func perform(_ action: Screen.Action) {
      switch action {
      case .detail:
        router.push(Screen("Detail", app: self), owner: self)
      case .side:
        let side = SideFlow()
        addDependency(side)
        router.push(Screen("Detail", app: self), owner: side)
        // Dropped, its screen left behind: released, since the router holds owners weakly.
        removeDependency(side)
      }
    }
  }

  final class SideFlow: BaseCoordinator {}

  final class Screen: ShellScreen {
    enum Action: Sendable { case detail, side }
    let screenName: String
    private weak var app: OrphanApp?
    init(_ name: String, app: OrphanApp) {
      screenName = name
      self.app = app
    }
    var messages: [String] { [] }
    var actions: ScreenActions<Action> { screenName == "Home" ? Self.home : Self.none }
    private static let home = ScreenActions<Action>([
      .action("detail", .detail), .action("side", .side),
    ])
    private static let none = ScreenActions<Action>([])
    func perform(_ action: Action) { app?.perform(action) }
  }

  @Test func anOrphanReachedBySecondRouteIsFoundWithItsShortestScript() async {
    let exploration = await FlowExplorer(depth: 3) { _ in OrphanApp() }.explore()
    #expect(
      exploration.violations == [
        ExplorationViolation(
          check: .unownedScreen, message: "Detail belongs to SideFlow, which was released",
          script: ["side"])
      ])
    // The place is the one `detail` reached first, and the map marks it.
    #expect(exploration.map.places.map(\.script) == [[], ["detail"]])
    #expect(exploration.map.places.map(\.violations) == [[], exploration.violations])
    #expect(exploration.summary == "explored 2 places, 8 moves, depth 3: 1 violation")
  }
}
