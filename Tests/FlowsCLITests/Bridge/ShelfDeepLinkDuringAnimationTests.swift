#if canImport(PlatformLayers)
  import Coordinator
  import CoordinatorBridge
  import FlowsShell
  import UIKit
  import XCTest

  @testable import ShelfApp

  /// The shelf app in the real host on a router whose transitions last until the stand-in
  /// controllers' animations end, as on a device: a deep link that arrives while a push
  /// animates waits for it, and the window ends up showing exactly the router's stack.
  ///
  /// XCTest, not Swift Testing: the stand-in's animation clock and transaction count are the
  /// process's, and Swift Testing would run this beside the host's serialized suites
  /// (PlatformHostTests), which count every transaction while they await.
  final class ShelfDeepLinkDuringAnimationTests: XCTestCase {
    /// The app in a host whose animations last until `settle()`, started at its tabs.
    @MainActor
    final class Fixture {
      let router = StackRouter(transitionStyle: .manual, isJournaling: true)
      let app: ShelfAppCoordinator
      let shell: HeadlessShell<ShelfAppCoordinator>
      let platform: BridgedShellRouter

      init() async {
        app = ShelfAppCoordinator(router: router, store: ShelfStore(file: nil))
        platform = BridgedShellRouter(router: router)
        shell = HeadlessShell(app: app, name: "flows")
        let started = await shell.run("start")
        XCTAssertTrue(started)
        _ = router.takeJournal()
      }

      /// Ends animations until nothing runs.
      func settle() {
        while StandInAnimations.pendingCount > 0 {
          StandInAnimations.finishAnimations()
        }
      }

      /// The ids the window's books tab shows.
      var booksTab: [RouterEntry.ID]? {
        platform.shown.tabs.first { $0.name == "books" }?.ids
      }

      /// Runs `body` with animations that last until ``settle()`` ends them.
      func withLastingAnimations(_ body: () throws -> Void) rethrows {
        StandInAnimations.finishesAtOnce = false
        defer {
          StandInAnimations.finishesAtOnce = true
          settle()
        }
        try body()
      }
    }

    @MainActor func testALinkDuringAPushWaitsForIt() async throws {
      do {
        let shelf = await Fixture()
        let (app, router) = (shelf.app, shelf.router)
        try shelf.withLastingAnimations {
          XCTAssertTrue(try app.open(path: "/books/2"))
          XCTAssertEqual(shelf.booksTab, [2, 3])
          XCTAssertTrue(router.isTransitionInFlight)
          XCTAssertGreaterThan(StandInAnimations.pendingCount, 0)
          XCTAssertEqual(router.takeJournal().map(\.description), ["pushed #3 BookDetail in books"])
          // The person follows a link to another book while the first one's push animates.
          _ = try app.open(path: "/books/3")
          // The link's moves wait for the animation: nothing moved on the router or the window.
          XCTAssertEqual(shelf.booksTab, [2, 3])
          XCTAssertEqual(router.takeJournal().map(\.description), [])
          shelf.settle()
          XCTAssertEqual(
            router.takeJournal().map(\.description),
            [
              "popped #3 BookDetail in books (not animated)",
              "pushed #4 BookDetail in books (not animated)",
            ])
          XCTAssertEqual(shelf.booksTab, [2, 4])
          XCTAssertFalse(router.isTransitionInFlight)
          XCTAssertEqual(app.currentPath?.description, "/books/3")
          XCTAssertEqual(shelf.platform.shown, PlatformScreens(router.stack))
          XCTAssertEqual(
            router.stack.description,
            """
            tab books (selected): #2 BookList, #4 BookDetail
            tab search: (empty)
            tab account: (empty)
            """)
        }
      }
    }

    @MainActor func testALinkIntoATabNotYetShownDuringAPush() async throws {
      do {
        let shelf = await Fixture()
        let (app, router) = (shelf.app, shelf.router)
        try shelf.withLastingAnimations {
          XCTAssertTrue(try app.open(path: "/books/2"))
          _ = try app.open(path: "/search/dune")  // while the book's push animates
          shelf.settle()
          XCTAssertFalse(router.isTransitionInFlight)
          XCTAssertEqual(app.currentPath?.description, "/search/dune")
          // The window shows what the router has.
          XCTAssertEqual(shelf.platform.shown, PlatformScreens(router.stack))
          // Search, then Results, as with immediate transitions. Ids are given when a call is
          // made, and the push of Results was made before the tab's flow started.
          XCTAssertEqual(
            router.stack.description,
            """
            tab books: #2 BookList, #3 BookDetail
            tab search (selected): #5 Search, #4 Results
            tab account: (empty)
            """)
        }
      }
    }
  }
#endif
