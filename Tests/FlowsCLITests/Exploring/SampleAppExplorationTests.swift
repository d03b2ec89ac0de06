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
    #expect(exploration.summary == "explored 284 places, 1667 moves, depth 5: 0 violations")
    // The Editor with its draft changed is a place of its own, as the person sees it.
    let editors = exploration.map.places.filter { $0.screen == "Editor" }
    let drafts = editors.flatMap { $0.states.split(separator: "\n") }.filter {
      $0.hasPrefix("Editor:")
    }
    #expect(
      Set(drafts) == [
        #"Editor: (title: "Dune", author: "Frank Herbert", changed: false)"#,
        #"Editor: (title: "Arrakis", author: "Frank Herbert", changed: true)"#,
        #"Editor: (title: "Arrakis", author: "Frank Herbert", changed: false)"#,
        #"Editor: (title: "Neuromancer", author: "William Gibson", changed: false)"#,
        #"Editor: (title: "Arrakis", author: "William Gibson", changed: true)"#,
        #"Editor: (title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", changed: false)"#,
        #"Editor: (title: "Arrakis", author: "Ursula K. Le Guin", changed: true)"#,
      ])
    #expect(
      editors.first { $0.states.hasSuffix("changed: true)") }?.script == [
        "start", ":open /books/1/edit", "title Arrakis",
      ])
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
        "Login", "OTP", "Main", "OTP", "Game", "Settings", "About", "Profile", "OTP", "Game",
        "Game", "Game", "Settings", "Settings", "Settings", "Licenses", "Profile", "Game", "Game",
        "Game", "Game", "Game", "Settings", "Profile", "Main", "About", "Settings", "Profile",
        "Main", "About", "Profile", "Main", "About", "Settings", "Main", "About",
      ])
  }
}
