import Coordinator
import Testing

@testable import FlowsShell
@testable import GameApp

/// `AppCoordinator.open(path:)` from every screen to every screen: the shortest moves, the state
/// doing it by hand gives, and every flow it leaves released.
@MainActor
@Suite struct DeepLinkTests {
  /// The moves from `from` to `to`: pop beyond the common prefix, newest first, then push.
  private func moves(from: AppPath, to: AppPath) throws -> [NavigationEvent] {
    let old = try FlowPath(parsing: from.rawValue)
    let new = try FlowPath(parsing: to.rawValue)
    let prefix = old.commonPrefixLength(with: new)
    let pops = old.components[prefix...].reversed()
    let pushes = new.components[prefix...]
    let animated = pops.count + pushes.count == 1
    return pops.map { .popped($0, animated: animated) }
      + pushes.map { .pushed($0, animated: animated) }
  }

  @Test(arguments: AppPath.allCases, AppPath.allCases)
  func openingAPathGivesWhatDoingItByHandGives(from: AppPath, to: AppPath) async throws {
    let byHand = await AppDriver(loggedIn: false)
    try await byHand.walk(to: from)
    try await byHand.walk(to: to)

    let opened = await AppDriver(loggedIn: false)
    try await opened.walk(to: from)
    let before = opened.trackEverything()
    _ = opened.app.navigation.takeJournal()
    let wasLoggedIn = opened.app.isLoggedIn

    if let reason = to.unreachableReason, to != from {
      // Reached only by what a person does: rejected, and nothing changes.
      let (tree, stack) = (CoordinatorTree(opened.app, router: opened.router), opened.router.stack)
      #expect(throws: OpenPathError.unreachable(to.path, reason: reason)) {
        try opened.app.open(path: to.rawValue)
      }
      #expect(CoordinatorTree(opened.app, router: opened.router) == tree)
      #expect(opened.router.stack == stack)
      #expect(opened.app.currentAppPath == from)
      #expect(opened.app.navigation.takeJournal() == [])
      opened.expectPathsAgree()
      return
    }

    #expect(try opened.app.open(path: to.rawValue) == (from != to))
    if !wasLoggedIn && to.rawValue.hasPrefix(AppPath.main.rawValue) {
      // Logged out, the link waits at Login for the code, then lands.
      opened.expect(
        tree: "AppCoordinator(AuthFlowCoordinator)", stack: opened.router.stack.description,
        screen: "Login", messages: ["Log in with your name.", "log in to continue"])
      #expect(opened.app.navigation.takeJournal() == (try moves(from: from, to: .login)))
      #expect(opened.app.pendingLink?.description == to.rawValue)
      try await opened.perform("login Player")
      try await opened.perform("verify 123456")
      #expect(opened.app.pendingLink == nil)
      #expect(opened.app.navigation.takeJournal() == (try moves(from: .main, to: to)))
    } else {
      #expect(opened.app.navigation.takeJournal() == (try moves(from: from, to: to)))
    }

    #expect(opened.treeLine == byHand.treeLine)
    #expect(opened.screens == byHand.screens)
    #expect(opened.app.currentAppPath == to)
    #expect(byHand.app.currentAppPath == to)
    opened.expectPathsAgree()
    #expect(opened.router.violations(in: opened.app) == [])
    opened.expectReleased(leftBehindBy: before)
  }

  @Test func theCurrentPathDoesNothing() async throws {
    let driver = await AppDriver()
    try await driver.walk(to: .profile)
    let stack = driver.router.stack
    _ = driver.router.takeJournal()
    #expect(try driver.app.open(path: "/main/settings/profile") == false)
    #expect(driver.router.stack == stack)
    #expect(driver.router.takeJournal() == [])
    #expect(driver.app.navigation.takeJournal() == [])
  }

  @Test func loggedInOpeningLoginLogsOutAndReleasesMainWithItsFlows() async throws {
    let driver = await AppDriver()
    try await driver.walk(to: .licenses)
    let before = driver.trackEverything()
    #expect(before.map(\.label).contains("AboutFlowCoordinator"))
    try driver.app.open(path: "/login")
    driver.expect(
      tree: "AppCoordinator(AuthFlowCoordinator)", stack: "level 0: #6 Login", screen: "Login",
      messages: ["Log in with your name."])
    driver.expectReleased(leftBehindBy: before)
    #expect(
      driver.app.navigation.takeJournal() == [
        .popped("licenses", animated: false), .popped("about", animated: false),
        .popped("main", animated: false), .pushed("login", animated: false),
      ])
  }

  @Test func aDeepLinkWhileLoggedOutWaitsThroughWrongCodesAndCancelThenLands() async throws {
    let driver = await AppDriver(loggedIn: false)
    try await driver.perform("login Ada")
    let otp = try driver.trackTop()
    try driver.app.open(path: "/main/about/licenses")
    // OTP leaves; the Auth flow stays, at Login.
    driver.expect(
      tree: "AppCoordinator(AuthFlowCoordinator)", stack: "level 0: #1 Login", screen: "Login",
      messages: ["Log in with your name.", "log in to continue"])
    expectReleased(otp)
    driver.expectPathsAgree()

    try await driver.perform("login Ada")
    try await driver.perform("cancel")
    try await driver.perform("login Ada")
    for code in ["1", "2", "3"] {
      try await driver.perform("verify \(code)")
    }
    driver.expect(
      tree: "AppCoordinator(AuthFlowCoordinator)", stack: "level 0: #1 Login", screen: "Login",
      messages: ["Log in with your name.", "too many attempts"])
    #expect(driver.app.pendingLink?.description == "/main/about/licenses")
    let auth = driver.trackEverything()

    try await driver.perform("login Ada")
    try await driver.perform("verify 123456")
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator(AboutFlowCoordinator))",
      stack: "level 0: #6 Main\nlevel 1: #7 About, #8 Licenses", screen: "Licenses",
      messages: [
        "Swift and its standard library: Apache License 2.0 with Runtime Library Exception."
      ])
    driver.expectPathsAgree()
    driver.expectReleased(leftBehindBy: auth)
    #expect(driver.app.pendingLink == nil)
  }

  @Test func aLaterLinkReplacesAWaitingOne() async throws {
    let driver = await AppDriver(loggedIn: false)
    try driver.app.open(path: "/main/game")
    try driver.app.open(path: "/main/settings/profile")
    // The current path does nothing, and the waiting link stays.
    #expect(try driver.app.open(path: "/login") == false)
    #expect(driver.app.pendingLink?.description == "/main/settings/profile")
    try await driver.perform("login Ada")
    try await driver.perform("verify 123456")
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator(SettingsFlowCoordinator))",
      stack: "level 0: #3 Main, #4 Settings, #5 Profile", screen: "Profile",
      messages: ["Profile name: Player"])
  }

  @Test func loggingInByHandWithoutALinkLandsOnMain() async throws {
    let driver = await AppDriver(loggedIn: false)
    try await driver.walk(to: .main)
    #expect(driver.app.currentAppPath == .main)
    #expect(driver.app.navigation.takeJournal() == [])
    driver.expectPathsAgree()
  }
}
