import Coordinator
import FlowsShell
import Testing

@testable import GameApp
@testable import ShelfApp

/// Both sample apps explored five lines deep from the start, every place checked: no leak, no
/// screen without a flow of the tree, every link and saved state round-trips.
@MainActor
@Suite struct SampleAppExplorationTests {
  /// The shelf's data, kept from an app to the one launched again after it.
  @MainActor final class Shelf {
    var store = ShelfStore(file: nil)
  }

  @Test func theShelfAppExploresClean() async {
    let shelf = Shelf()
    let exploration = await FlowExplorer(depth: 5) { launch in
      if launch == .fresh {
        shelf.store = ShelfStore(file: nil)
      }
      return ShelfAppCoordinator(router: StackRouter(isJournaling: false), store: shelf.store)
    }.explore()
    #expect(exploration.violations == [])
    #expect(exploration.summary == "explored 132 places, 1100 moves, depth 5: 0 violations")
  }

  @Test func theGameAppExploresClean() async {
    let exploration = await FlowExplorer(depth: 5) { _ in
      AppCoordinator(
        router: StackRouter(isJournaling: false),
        environment: AppEnvironment(settingsFile: nil, random: SeededRandom(seed: 7)))
    }.explore()
    #expect(exploration.violations == [])
    #expect(
      exploration.map.places.map(\.screen) == [
        "Login", "OTP", "Main", "Game", "Settings", "About", "Profile", "Licenses",
      ])
  }
}
