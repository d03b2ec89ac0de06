import Coordinator
import CoordinatorTesting
import Testing

/// Links that wait for a search, at the edges: a search done while a move waits for the
/// platform, a newer path queued before it lands, two keys to search for in one path, the
/// flow that searches ending, the same path applied twice, a restore that keeps its tab, and a
/// link with a query.
@MainActor
@Suite struct AccountLinkEdgeTests {
  let clock = ManualClock()
  let app: SocialApp
  let tester: FlowTester<StackRouter>

  init() {
    app = SocialApp(
      directory: AccountDirectory(names: ["ada", "bob"], clock: clock, latency: .seconds(2)))
    app.start()
    tester = FlowTester(root: app, router: app.router)
    tester.clock = clock
  }

  func path(_ text: String) throws -> FlowPath { try FlowPath(parsing: text) }

  @Test func aSearchDoneWhileAMoveWaitsLandsAfterItOnItsOwnTab() async throws {
    let notifications = try #require(app.tabs[.notifications])
    try await tester.step { try app.navigation.apply(string: "/timeline/@ada") }
    notifications.holdsCompletions = true
    try await tester.step { try app.navigation.apply(string: "/notifications/5") }
    tester.expectEvents([
      "selected tab notifications (was timeline) (not animated)",
      "pushed #3 Status 5 in notifications (not animated)",
    ])
    await tester.advance(by: .seconds(2))
    tester.expectNoEvents()
    #expect(app.navigation.queuedPaths == [try path("/timeline/@ada")])
    await tester.step { notifications.releaseCompletions() }
    tester.expectEvents(["pushed #4 Account @ada in timeline (not animated)"])
    tester.expectStack(
      """
      tab timeline: #1 Timeline, #4 Account @ada
      tab notifications (selected): #2 Notifications, #3 Status 5
      """)
    await tester.finish()
  }

  @Test func aNewerPathOnItsTabQueuedBeforeItLandsSupersedesIt() async throws {
    let notifications = try #require(app.tabs[.notifications])
    try await tester.step { try app.navigation.apply(string: "/timeline/@ada") }
    notifications.holdsCompletions = true
    try await tester.step {
      try app.navigation.apply(string: "/notifications/5")
      try app.navigation.apply(string: "/timeline/7")
    }
    tester.expectEvents([
      "selected tab notifications (was timeline) (not animated)",
      "pushed #3 Status 5 in notifications (not animated)",
    ])
    await tester.advance(by: .seconds(2))
    _ = app.navigation.takeJournal()
    await tester.step { notifications.releaseCompletions() }
    tester.expectEvents([
      "selected tab timeline (was notifications) (not animated)",
      "pushed #4 Status 7 in timeline (not animated)",
    ])
    #expect(
      app.navigation.takeJournal() == [
        .superseded(try path("/timeline/@ada")), .pushed("timeline", animated: false),
        .pushed("7", animated: false),
      ])
    #expect(app.navigation.currentPath == (try path("/timeline/7")))
    await tester.finish()
  }

  @Test func aPathWithTwoKeysToSearchForKeepsItsTabBehindTheOneThePersonChose() async throws {
    try await tester.step { try app.navigation.apply(string: "/timeline/@ada/@bob") }
    try await tester.step { try app.router.tapTab("notifications") }
    tester.expectEvents(["selected tab notifications (was timeline) (not animated)"])
    await tester.advance(by: .seconds(4))
    tester.expectEvents([
      "pushed #3 Account @ada in timeline (not animated)",
      "pushed #4 Account @bob in timeline (not animated)",
    ])
    #expect(app.navigation.currentPath == (try path("/notifications")))
    #expect(app.directory.searches == 2)
    await tester.finish()
  }

  @Test func theSameLinkAppliedAgainWhileItWaitsGoesOnWaiting() async throws {
    try await tester.step {
      try app.navigation.apply(string: "/timeline/@ada")
      try app.navigation.apply(string: "/timeline/@ada")
    }
    await tester.advance(by: .seconds(2))
    tester.expectEvents(["pushed #3 Account @ada in timeline"])
    #expect(app.navigation.takeJournal() == [.pushed("@ada", animated: true)])
    #expect(app.directory.searches == 1)
    await tester.finish()
  }

  @Test func theEndOfTheFlowThatSearchesDropsThePath() async throws {
    try await tester.step { try app.navigation.apply(string: "/timeline/@ada") }
    await tester.step { app.startTab(.timeline) }
    #expect(app.navigation.takeJournal() == [.superseded(try path("/timeline/@ada"))])
    tester.expectEvents([
      "popped #1 Timeline in timeline (not animated)",
      "pushed #3 Timeline in timeline (not animated)",
    ])
    await tester.finish()
  }

  @Test func aRestoreKeepsTheShownTabSelectedWhenAnotherTabsKeyLandsLater() async throws {
    let saved = NavigationSnapshot(
      path: try path("/timeline/3"), tabs: [try path("/notifications/@ada")])
    let report = try await tester.step { try app.navigation.restore(saved) }
    #expect(report == RestoreReport(restored: saved, dropped: [], replaced: []))
    tester.expectEvents(["pushed #3 Status 3 in timeline"])
    await tester.advance(by: .seconds(2))
    tester.expectEvents(["pushed #4 Account @ada in notifications (not animated)"])
    #expect(app.navigation.snapshot() == saved)
    await tester.finish()
  }

  @Test func aLinkWithAQueryAfterAKeyToSearchForIsRejected() throws {
    let origins: [LinkOrigin] = [.scheme("social")]
    let link = try FlowLink(parsing: "social://timeline/@ada?x=1", origins: origins)
    #expect(
      throws: LinkError.path(.rejectedComponent("@ada", index: 1, coordinator: "Timeline"))
    ) { try app.navigation.apply(link) }
    #expect(app.directory.searches == 0)
    tester.finish()
  }
}
