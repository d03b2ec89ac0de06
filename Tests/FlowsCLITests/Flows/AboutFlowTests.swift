import Coordinator
import Testing

@testable import FlowsShell
@testable import GameApp

@MainActor
@Suite struct AboutFlowTests {
  init() async {
    driver = await AppDriver()
  }

  let driver: AppDriver
  let inAbout = "AppCoordinator(MainFlowCoordinator(AboutFlowCoordinator))"
  let about = [
    "Flows: a sample app of MVVM with flow coordinators, driven headless.",
    "It depends on nothing but the Swift toolchain.",
  ]
  let licenses = [
    "Swift and its standard library: Apache License 2.0 with Runtime Library Exception."
  ]
  let mainMessages = ["Welcome, Player.", "Difficulty: normal. Sound: on."]

  private func entry(_ id: Int, _ screen: String) -> RouterEntry {
    RouterEntry(id: id, screen: screen, level: 1, owner: "AboutFlowCoordinator")
  }

  /// Opens About and returns the flow, its screen and its view model as weak references.
  private func openAbout() async throws -> [Tracked] {
    try await driver.perform("about")
    let main = try #require(driver.app.childCoordinators.first)
    return [Tracked("AboutFlowCoordinator", try #require(main.childCoordinators.first))]
      + (try driver.trackTop())
  }

  private func expectBackOnMain(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator)", stack: "level 0: #3 Main", screen: "Main",
      messages: mainMessages, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  @Test func aboutThenLicensesThenCloseStepByStep() async throws {
    var tracked = try await openAbout()
    driver.expect(
      tree: inAbout, stack: "level 0: #3 Main\nlevel 1: #4 About", screen: "About",
      messages: about)
    #expect(driver.router.takeJournal() == [.presented(entry(4, "About"), animated: true)])

    try await driver.perform("licenses")
    driver.expect(
      tree: inAbout, stack: "level 0: #3 Main\nlevel 1: #4 About, #5 Licenses",
      screen: "Licenses", messages: licenses)
    #expect(driver.router.takeJournal() == [.pushed(entry(5, "Licenses"), animated: true)])
    #expect(
      CoordinatorTree(driver.app, router: driver.router).render(.text) == """
        AppCoordinator
        └── MainFlowCoordinator [#3 Main]
            └── AboutFlowCoordinator [#4 About, #5 Licenses]
        """)
    tracked += try driver.trackTop()

    try await driver.perform("close")
    expectBackOnMain()
    #expect(
      driver.router.takeJournal() == [
        .dismissed(
          [entry(5, "Licenses"), entry(4, "About")], animated: true, cause: .programmatic)
      ])
    expectReleased(tracked)
  }

  @Test func closeOnAboutDismissesTheLevelAndAFreshFlowCanOpenIt() async throws {
    let tracked = try await openAbout()
    _ = driver.router.takeJournal()
    try await driver.perform("close")
    expectBackOnMain()
    #expect(
      driver.router.takeJournal() == [
        .dismissed([entry(4, "About")], animated: true, cause: .programmatic)
      ])
    expectReleased(tracked)

    let again = try await openAbout()
    driver.expect(
      tree: inAbout, stack: "level 0: #3 Main\nlevel 1: #5 About", screen: "About",
      messages: about)
    expectAlive(again)
  }

  @Test(arguments: [false, true])
  func aSwipeDownReleasesTheFlow(licensesOnTop: Bool) async throws {
    var tracked = try await openAbout()
    if licensesOnTop {
      try await driver.perform("licenses")
      tracked += try driver.trackTop()
    }
    _ = driver.router.takeJournal()

    try driver.router.swipeToDismiss()
    expectBackOnMain()
    let gone = licensesOnTop ? [entry(5, "Licenses"), entry(4, "About")] : [entry(4, "About")]
    #expect(
      driver.router.takeJournal() == [.dismissed(gone, animated: true, cause: .swipeDown)])
    expectReleased(tracked)
    #expect(throws: RouterError.nothingPresented) { try driver.router.swipeToDismiss() }
    expectBackOnMain()
  }

  @Test func theBackButtonOnLicensesReturnsToAboutAndOnAboutIsRejected() async throws {
    let tracked = try await openAbout()
    try await driver.perform("licenses")
    let licensesScreen = try driver.trackTop()
    _ = driver.router.takeJournal()

    try driver.router.goBack()
    driver.expect(
      tree: inAbout, stack: "level 0: #3 Main\nlevel 1: #4 About", screen: "About",
      messages: about)
    #expect(
      driver.router.takeJournal() == [
        .interactivePopBegan(entry(5, "Licenses")),
        .popped([entry(5, "Licenses")], animated: true, cause: .interactivePop),
      ])
    expectReleased(licensesScreen)
    expectAlive(tracked)

    // About is the root of its modal level: the back button has nothing to go back to.
    #expect(throws: RouterError.nothingToPop) { try driver.router.goBack() }
    driver.expect(
      tree: inAbout, stack: "level 0: #3 Main\nlevel 1: #4 About", screen: "About",
      messages: about)
    #expect(driver.router.takeJournal() == [])
    expectAlive(tracked)
  }

  @Test func badInputIsRejectedAndChangesNothing() async throws {
    _ = try await openAbout()
    let aboutActions = ["licenses", "close"]
    let cases: [(String, ScreenActionError)] = [
      ("licenses please", .usage(aboutActions[0])),
      ("close now", .usage(aboutActions[1])),
      ("play", .unknownAction("play", screen: "About", accepted: aboutActions)),
    ]
    for (line, error) in cases {
      await #expect(throws: error, "\(line)") { try await driver.perform(line) }
    }
    try await driver.perform("licenses")
    _ = driver.router.takeJournal()
    await #expect(throws: ScreenActionError.usage("close")) {
      try await driver.perform("close all")
    }
    await #expect(
      throws: ScreenActionError.unknownAction(
        "licenses", screen: "Licenses", accepted: ["close"])
    ) { try await driver.perform("licenses") }
    driver.expect(
      tree: inAbout, stack: "level 0: #3 Main\nlevel 1: #4 About, #5 Licenses",
      screen: "Licenses", messages: licenses)
    #expect(driver.router.takeJournal() == [])
  }
}
