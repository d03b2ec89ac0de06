#if canImport(PlatformLayers)
  import Coordinator
  import CoordinatorBridge
  import FlowsShell
  import Testing
  import UIKit

  @testable import ShelfApp

  /// The shelf app in the real host on a router whose transitions last until the stand-in
  /// controllers' animations end, as on a device: a deep link that arrives while a push
  /// animates waits for it, and the window ends up showing exactly the router's stack.
  @MainActor
  @Suite struct ShelfDeepLinkDuringAnimationTests {
    let router = StackRouter(transitionStyle: .manual, isJournaling: true)
    let app: ShelfAppCoordinator
    let shell: HeadlessShell<ShelfAppCoordinator>
    let platform: BridgedShellRouter

    init() throws {
      app = ShelfAppCoordinator(router: router, store: ShelfStore(file: nil))
      platform = BridgedShellRouter(router: router)
      shell = HeadlessShell(app: app, name: "flows")
      try #require(shell.run("start"))
    }

    /// Runs `body` with animations that last until ``settle()`` ends them; the stand-in's
    /// clock is shared, so it is put back before the test yields the main actor.
    func withLastingAnimations(_ body: () throws -> Void) rethrows {
      StandInAnimations.finishesAtOnce = false
      defer {
        StandInAnimations.finishesAtOnce = true
        settle()
      }
      try body()
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

    @Test func aLinkDuringAPushWaitsForIt() throws {
      try withLastingAnimations {
        #expect(try app.open(path: "/books/2"))
        #expect(booksTab == [2, 3])
        #expect(router.isTransitionInFlight)
        #expect(StandInAnimations.pendingCount > 0)
        // The person follows a link to another book while the first one's push still animates.
        _ = router.takeJournal()
        _ = try app.open(path: "/books/3")
        // The link's moves wait for the animation: nothing moved on the router or the window.
        #expect(booksTab == [2, 3])
        #expect(router.takeJournal().map(\.description) == [])
        settle()
        #expect(
          router.takeJournal().map(\.description) == [
            "popped #3 BookDetail in books (not animated)",
            "pushed #4 BookDetail in books (not animated)",
          ])
        #expect(booksTab == [2, 4])
        #expect(router.isTransitionInFlight == false)
        #expect(app.currentPath?.description == "/books/3")
        #expect(platform.shown == PlatformScreens(router.stack))
        #expect(
          router.stack.description == """
            tab books (selected): #2 BookList, #4 BookDetail
            tab search: (empty)
            tab account: (empty)
            """)
      }
    }

    @Test func aLinkIntoATabNotYetShownDuringAPush() throws {
      try withLastingAnimations {
        #expect(try app.open(path: "/books/2"))
        _ = try app.open(path: "/search/dune")  // while the book's push animates
        settle()
        #expect(router.isTransitionInFlight == false)
        #expect(app.currentPath?.description == "/search/dune")
        // The window shows what the router has.
        #expect(platform.shown == PlatformScreens(router.stack))
        // Search, then Results, as with immediate transitions. Ids are given when a call is
        // made, and the push of Results was made before the tab's flow started.
        #expect(
          router.stack.description == """
            tab books: #2 BookList, #3 BookDetail
            tab search (selected): #5 Search, #4 Results
            tab account: (empty)
            """)
      }
    }
  }
#endif
