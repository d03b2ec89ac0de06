import Coordinator
import Foundation
import Testing

@testable import ShelfApp

/// Every place random sessions of the shelf app reach, after every line: its snapshot through
/// JSON, restored in an app just started over the same shelf, gives the same place — every
/// tab's stack and the selection, a modal and a dialog aside, as a snapshot does not keep them.
/// A search result that an edit took out of its results is the one thing that may not come
/// back, and then only it and what is above it.
@MainActor
@Suite struct ShelfSnapshotRoundTripTests {
  nonisolated static let seeds: ClosedRange<UInt64> = 11...14
  nonisolated static let steps = 3_000

  @Test(arguments: seeds)
  func everyPlaceComesBackFromItsSnapshot(seed: UInt64) async throws {
    let session = ShelfRandomSession(seed: seed)
    var places: Set<String> = []
    var cut = 0
    for index in 0..<Self.steps {
      if let failure = await session.step() {
        Issue.record("seed \(seed), line \(index + 1): the session failed: \(failure)")
        return
      }
      let place = Self.place(of: session.app)
      let (restored, dropped) = try restore(session.app)
      let expected = Self.place(of: session.app, cutAt: dropped)
      guard restored == expected else {
        Issue.record(
          """
          seed \(seed), line \(index + 1): restored \(restored), expected \(expected)
          dropped: \(dropped); the last lines: \(session.lines.suffix(8).joined(separator: " | "))
          """)
        return
      }
      places.insert(place)
      cut += dropped.isEmpty ? 0 : 1
    }
    print("shelf snapshots seed \(seed): \(places.count) places, \(cut) restored cut")
    // The session went to many places: Welcome, every tab selected, every screen of a tab.
    #expect(places.count > 40)
    #expect(places.contains("Welcome"))
    for tab in ["books", "search", "account"] {
      #expect(places.contains { $0.contains("\(tab) (selected)") }, "\(tab) never selected")
    }
    for screens in [
      "books: BookList, BookDetail, Editor", "books (selected): BookList, BookDetail, Editor",
      "search: Search, Results, BookDetail, Editor",
      "search (selected): Search, Results, BookDetail, Editor", "account: Account",
    ] {
      #expect(places.contains { $0.contains(screens) }, "\(screens) never reached")
    }
  }

  /// Takes `app`'s snapshot through JSON and restores it in an app just started over the same
  /// shelf; returns that app's place and what the restore dropped. Checks on the way that the
  /// JSON reads back equal, that only a search result no longer among its results is dropped,
  /// that the app restored is where the report says, and that it is released once let go.
  private func restore(
    _ app: ShelfAppCoordinator
  ) throws -> (String, [RestoreReport.DroppedPath]) {
    let snapshot = app.navigation.snapshot()
    let json = try JSONEncoder().encode(SavedShelfState(navigation: snapshot))
    let read = try JSONDecoder().decode(SavedShelfState.self, from: json)
    #expect(read.navigation == snapshot)
    weak var released: ShelfAppCoordinator?
    let outcome: (String, [RestoreReport.DroppedPath])
    do {
      let fresh = ShelfAppCoordinator(router: StackRouter(isJournaling: false), store: app.store)
      released = fresh
      fresh.start()
      var dropped: [RestoreReport.DroppedPath] = []
      if read.navigation.path != SavedShelfState.welcome.navigation.path {
        let report = try fresh.navigation.restore(read.navigation)
        #expect(fresh.navigation.snapshot() == report.restored)
        dropped = report.dropped
      }
      for drop in dropped {
        guard case .refusedComponent(_, let index, _, _) = drop.reason,
          drop.saved.components.first == "search", index == 2
        else {
          Issue.record("only a search result may be dropped, not \(drop)")
          continue
        }
      }
      outcome = (Self.place(of: fresh), dropped)
    }
    #expect(released == nil, "the restored app was not released")
    return outcome
  }

  /// Every tab's screens by name and the selection, or the root's screens without tabs; what is
  /// presented over them aside. With `cuts`, each cut tab's stack ends where its path was cut:
  /// a path of N keys shows N screens on its tab.
  private static func place(
    of app: ShelfAppCoordinator, cutAt cuts: [RestoreReport.DroppedPath] = []
  ) -> String {
    let stack = app.router.stack
    guard let tabs = stack.tabs else {
      return stack.levels[0].map(\.screen).joined(separator: ", ")
    }
    return tabs.map { tab in
      var screens = tab.entries.map(\.screen)
      if let cut = cuts.first(where: { $0.saved.components.first == tab.name }) {
        screens = Array(screens.prefix(cut.restored.count))
      }
      let mark = tab.name == stack.selectedTab ? " (selected)" : ""
      return "\(tab.name)\(mark): " + screens.joined(separator: ", ")
    }.joined(separator: "; ")
  }
}
