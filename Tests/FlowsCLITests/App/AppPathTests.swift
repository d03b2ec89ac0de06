import Coordinator
import Testing

@testable import FlowsShell
@testable import GameApp

/// The paths the flows declare, and the current path following the stack through every move, by hand, by the
/// platform or by a deep link.
@MainActor
@Suite struct AppPathTests {
  @Test func theAppsPathsAreReadFromItsFlowsKeys() {
    #expect(AppPaths.all.map(\.description) == AppPath.allCases.map(\.rawValue))
  }

  @Test func theCurrentPathFollowsTheStackThroughEveryScreen() async throws {
    let driver = await AppDriver(loggedIn: false)
    var visited: [AppPath] = []
    func step(_ line: String?, _ expected: AppPath) async throws {
      if let line {
        try await driver.perform(line)
      }
      #expect(driver.app.currentAppPath == expected, "after \(line ?? "start")")
      // Moves made by hand are in the path at once: the path navigator runs none.
      driver.expectPathsAgree()
      #expect(driver.app.navigation.takeJournal() == [])
      visited.append(expected)
    }
    try await step(nil, .login)
    try await step("login Ada", .otp)
    try await step("verify 123456", .main)
    try await step("play", .game)
    let secret = try driver.top(GameScreen.self).viewModel.secret
    try await step("guess \(secret)", .result)
    try await step("done", .main)
    try await step("settings", .settings)
    try await step("profile", .profile)
    try await step("done", .settings)
    try await step("done", .main)
    try await step("about", .about)
    try await step("licenses", .licenses)
    try await step("close", .main)
    try await step("logout", .login)
    #expect(Set(visited) == Set(AppPath.allCases))
  }

  @Test func thePlatformsPopsAreRecordedAndReleaseWhatTheyTookOff() async throws {
    let driver = await AppDriver()
    // Opened by a link, the flows are held by the path navigator's path as well as the tree.
    try driver.app.open(path: "/main/settings/profile")
    var tracked = driver.trackEverything()
    try driver.router.goBack()
    #expect(driver.app.currentAppPath == .settings)
    driver.expectPathsAgree()
    driver.expectReleased(leftBehindBy: tracked)

    try driver.router.beginInteractivePop()
    try driver.router.cancelInteractivePop()
    #expect(driver.app.currentAppPath == .settings)
    driver.expectPathsAgree()

    try driver.router.goBack()
    #expect(driver.app.currentAppPath == .main)
    driver.expectPathsAgree()
    driver.expectReleased(leftBehindBy: tracked)
    #expect(!tracked.contains { $0.label == "SettingsFlowCoordinator" && $0.object != nil })

    try driver.app.open(path: "/main/about/licenses")
    tracked = driver.trackEverything()
    try driver.router.swipeToDismiss()
    #expect(driver.app.currentAppPath == .main)
    driver.expectPathsAgree()
    driver.expectReleased(leftBehindBy: tracked)
    #expect(driver.treeLine == "AppCoordinator(MainFlowCoordinator)")

    try driver.app.open(path: "/main/game")
    tracked = driver.trackEverything()
    try await driver.perform("quit")
    driver.expectPathsAgree()
    driver.expectReleased(leftBehindBy: tracked)
    // Every move since the link was the platform's or the person's: none ran through the router.
    #expect(
      driver.app.navigation.takeJournal() == [
        .pushed("settings", animated: false), .pushed("profile", animated: false),
        .pushed("about", animated: false), .pushed("licenses", animated: false),
        .pushed("game", animated: true),
      ])
  }

  @Test func aWonGamesResultIsRecordedAndItsPopStartsANewGame() async throws {
    let driver = await AppDriver()
    try await driver.walk(to: .result)
    driver.expectPathsAgree()
    let result = try driver.trackTop()
    try driver.app.open(path: "/main/game")
    #expect(try driver.top(GameScreen.self).viewModel.tries == 0)
    #expect(!(try driver.top(GameScreen.self).viewModel.isWon))
    expectReleased(result)
    let reason = "it is reached only by winning a game"
    #expect(throws: OpenPathError.unreachable(AppPath.result.path, reason: reason)) {
      try driver.app.open(path: "/main/game/result")
    }
  }

  /// The app is its path navigator's root and owns that router: nothing else keeps it.
  @Test func theAppIsTheRootOfItsPathsAndIsReleasedWithItsLastReference() async throws {
    weak var app: AppCoordinator?
    weak var navigation: PathNavigator?
    weak var main: MainFlowCoordinator?
    do {
      let driver = await AppDriver()
      try driver.app.open(path: "/main/settings/profile")
      #expect(driver.app.navigation.root === driver.app)
      app = driver.app
      navigation = driver.app.navigation
      main = driver.app.mainFlow
    }
    #expect(app == nil)
    #expect(navigation == nil)
    #expect(main == nil)
  }
}
