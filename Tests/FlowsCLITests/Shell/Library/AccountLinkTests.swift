import Coordinator
import CoordinatorTesting
import Testing

/// Links to an account that a slow search must find first (`PathCoordinator.prepare(_:)`), in
/// Ice Cubes' navigation in small, tested on a manual clock with no polling: the link lands on
/// the tab where it was tapped, a newer link or a move within that tab supersedes it, and an
/// account the search does not find is refused as one known to be missing is.
@MainActor
@Suite struct AccountLinkTests {
  let clock = ManualClock()

  /// The app, started, with `ada` and `bob` on the server, each search taking two seconds, and
  /// a tester on the same clock.
  func makeApp() -> (SocialApp, FlowTester<StackRouter>) {
    let app = SocialApp(
      directory: AccountDirectory(names: ["ada", "bob"], clock: clock, latency: .seconds(2)))
    app.start()
    let tester = FlowTester(root: app, router: app.router)
    tester.clock = clock
    return (app, tester)
  }

  @Test func theAccountLandsOnTheTabWhereTheLinkWasTappedWhenThePersonSwitchesTabsMidSearch()
    async throws
  {
    weak var weakApp: SocialApp?
    do {
      let (app, tester) = makeApp()
      weakApp = app
      try await tester.step { try app.navigation.apply(string: "/timeline/@ada") }
      await tester.advance(by: .seconds(1))
      try await tester.step { try app.router.tapTab("notifications") }
      tester.expectEvents(["selected tab notifications (was timeline) (not animated)"])
      await tester.advance(by: .seconds(1))
      tester.expectEvents(["pushed #3 Account @ada in timeline (not animated)"])
      tester.expectStack(
        """
        tab timeline: #1 Timeline, #3 Account @ada
        tab notifications (selected): #2 Notifications
        """)
      #expect(app.navigation.takeJournal() == [.pushed("@ada", animated: false)])
      #expect(app.navigation.currentPath.description == "/notifications")
      #expect(app.navigation.snapshot().tabs.map(\.description) == ["/timeline/@ada"])
      await tester.finish()
    }
    #expect(weakApp == nil)
  }

  @Test func withTheTabStillSelectedTheLinkMovesAsAnyPathDoes() async throws {
    let (app, tester) = makeApp()
    try await tester.step { try app.navigation.apply(string: "/notifications/@bob") }
    tester.expectNoEvents()
    await tester.advance(by: .seconds(2))
    tester.expectEvents([
      "selected tab notifications (was timeline) (not animated)",
      "pushed #3 Account @bob in notifications (not animated)",
    ])
    #expect(
      app.navigation.takeJournal() == [
        .pushed("notifications", animated: false), .pushed("@bob", animated: false),
      ])
    #expect(app.navigation.currentPath.description == "/notifications/@bob")
    await tester.finish()
  }

  @Test func anAccountTheSearchDoesNotFindIsRefusedAsOneKnownToBeMissingIs() async throws {
    let (app, tester) = makeApp()
    let path = try FlowPath(parsing: "/timeline/@zed")
    let refusal = PathError.refusedComponent(
      "@zed", index: 1, coordinator: "Timeline", reason: "no account @zed")
    try await tester.step { try app.navigation.apply(path) }
    await tester.advance(by: .seconds(2))
    tester.expectNoEvents()
    #expect(app.navigation.takeJournal() == [.rejected(path, refusal)])
    // Now known to be missing: refused at once, with the same error.
    #expect(throws: refusal) { try app.navigation.apply(path) }
    #expect(app.directory.searches == 1)
    await tester.finish()
  }

  @Test func aNewerLinkOnTheSameTabSupersedesItAndOneOnAnotherTabDoesNot() async throws {
    let (app, tester) = makeApp()
    try await tester.step {
      try app.navigation.apply(string: "/timeline/@ada")
      try app.navigation.apply(string: "/timeline/@bob")
    }
    #expect(
      app.navigation.takeJournal() == [.superseded(try FlowPath(parsing: "/timeline/@ada"))])
    try await tester.step { try app.navigation.apply(string: "/notifications/@ada") }
    await tester.advance(by: .seconds(2))
    tester.expectEvents([
      "pushed #3 Account @bob in timeline",
      "selected tab notifications (was timeline) (not animated)",
      "pushed #4 Account @ada in notifications (not animated)",
    ])
    tester.expectStack(
      """
      tab timeline: #1 Timeline, #3 Account @bob
      tab notifications (selected): #2 Notifications, #4 Account @ada
      """)
    #expect(app.directory.searches == 3)
    await tester.finish()
  }

  @Test func aMoveWithinTheTabMeanwhileSupersedesIt() async throws {
    let (app, tester) = makeApp()
    try await tester.step { try app.navigation.apply(string: "/timeline/7") }
    tester.expectEvents(["pushed #3 Status 7 in timeline"])
    try await tester.step { try app.navigation.apply(string: "/timeline/7/@ada") }
    try await tester.step { try app.router.goBack() }
    tester.expectEvents([
      "interactive pop of #3 Status 7 in timeline began",
      "popped #3 Status 7 in timeline (interactive)",
    ])
    _ = app.navigation.takeJournal()
    await tester.advance(by: .seconds(2))
    tester.expectNoEvents()
    #expect(
      app.navigation.takeJournal() == [.superseded(try FlowPath(parsing: "/timeline/7/@ada"))])
    #expect(app.navigation.currentPath.description == "/timeline")
    await tester.finish()
  }

  @Test func aRestoredTabAsksToo() async throws {
    weak var weakApp: SocialApp?
    do {
      let (app, tester) = makeApp()
      weakApp = app
      let saved = NavigationSnapshot(
        path: try FlowPath(parsing: "/notifications/3"),
        tabs: [try FlowPath(parsing: "/timeline/@ada")])
      let report = try await tester.step { try app.navigation.restore(saved) }
      #expect(report == RestoreReport(restored: saved, dropped: [], replaced: []))
      tester.expectEvents([
        "selected tab notifications (was timeline) (not animated)",
        "pushed #3 Status 3 in notifications (not animated)",
      ])
      await tester.advance(by: .seconds(2))
      tester.expectEvents(["pushed #4 Account @ada in timeline (not animated)"])
      #expect(app.navigation.snapshot() == saved)
      await tester.finish()
    }
    #expect(weakApp == nil)
  }
}
