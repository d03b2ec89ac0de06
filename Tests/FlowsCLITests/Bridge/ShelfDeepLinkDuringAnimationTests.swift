import Coordinator
import CoordinatorBridge
import FlowsShell
import PlatformFakes
import Testing

@testable import ShelfApp

/// The shelf app on a router whose transitions last until the fake platform's animations end,
/// as on a device: a deep link that arrives while a push animates waits for it, and the
/// platform ends up showing exactly the router's stack.
@MainActor
@Suite struct ShelfDeepLinkDuringAnimationTests {
  let router = StackRouter(transitionStyle: .manual, isJournaling: true)
  let app: ShelfAppCoordinator
  let shell: HeadlessShell<ShelfAppCoordinator>
  let platform: FakePlatform

  init() throws {
    app = ShelfAppCoordinator(router: router, store: ShelfStore(file: nil))
    platform = FakePlatform(
      bridge: NavigationBridge(router: router), finishesAnimationsAtOnce: false)
    shell = HeadlessShell(app: app, name: "flows")
    settle()
    try #require(shell.run("start"))
    settle()
    _ = platform.takeCommands()
    _ = router.takeJournal()
  }

  /// Ends animations until nothing runs.
  func settle() {
    while !platform.animating.isEmpty {
      platform.finishAnimations()
    }
  }

  @Test func aLinkDuringAPushWaitsForIt() throws {
    #expect(try app.open(path: "/books/2"))
    #expect(platform.takeCommands() == ["set tab books: #2, #3"])
    #expect(router.isTransitionInFlight)
    // The person follows a link to another book while the first one's push still animates.
    _ = try app.open(path: "/books/3")
    #expect(platform.takeCommands() == [])
    settle()
    #expect(
      platform.takeCommands() == [
        "set tab books: #2 (not animated)", "set tab books: #2, #4 (not animated)",
      ])
    #expect(router.isTransitionInFlight == false)
    #expect(app.currentPath?.description == "/books/3")
    #expect(platform.screens == PlatformScreens(router.stack))
    #expect(
      router.stack.description == """
        tab books (selected): #2 BookList, #4 BookDetail
        tab search: (empty)
        tab account: (empty)
        """)
  }

  @Test func aLinkIntoATabNotYetShownDuringAPush() throws {
    #expect(try app.open(path: "/books/2"))
    _ = try app.open(path: "/search/dune")  // while the book's push animates
    settle()
    #expect(router.isTransitionInFlight == false)
    #expect(app.currentPath?.description == "/search/dune")
    // The platform shows what the router has.
    #expect(platform.screens == PlatformScreens(router.stack))
    // Search, then Results, as with immediate transitions. Ids are given when a call is made,
    // and the push of Results was made before the tab's flow started.
    #expect(
      router.stack.description == """
        tab books: #2 BookList, #3 BookDetail
        tab search (selected): #5 Search, #4 Results
        tab account: (empty)
        """)
  }
}
