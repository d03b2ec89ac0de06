import Coordinator
import Testing

@testable import FlowsShell
@testable import GameApp

/// `AppCoordinator.savedState` and `restore(_:)`: a fresh app put where another one was.
@MainActor
@Suite struct AppStateTests {
  @Test(arguments: AppPath.allCases)
  func aRestoredAppShowsWhatTheSavedOneShowed(path: AppPath) async throws {
    let saved = await AppDriver(loggedIn: false)
    try await saved.walk(to: path)
    let state = try #require(saved.app.savedState)
    #expect(state.path.description == path.rawValue)
    #expect(state.isLoggedIn == path.rawValue.hasPrefix(AppPath.main.rawValue))
    #expect((state.game != nil) == (path == .game || path == .result))

    let restored = await AppDriver(seed: 99, loggedIn: false)
    try restored.app.restore(state)
    #expect(restored.app.currentAppPath == path)
    #expect(restored.treeLine == saved.treeLine)
    #expect(restored.screens == saved.screens)
    #expect(restored.app.topScreen?.messages == saved.app.topScreen?.messages)
    #expect(restored.app.savedState == state)
    restored.expectPathsAgree()
    #expect(restored.router.violations(in: restored.app) == [])
  }

  @Test func aResumedGameGoesOnWhereItWas() async throws {
    let driver = await AppDriver(loggedIn: false)
    let game = SavedGame(difficulty: .easy, secret: 7, tries: 2, hint: .tooLow)
    try driver.app.restore(SavedState(path: "/main/game", isLoggedIn: true, game: game))
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))",
      stack: "level 0: #2 Main, #3 Game", screen: "Game",
      messages: ["Guess a number between 1 and 10.", "too low"])
    try await driver.perform("guess 7")
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))",
      stack: "level 0: #2 Main, #3 Game, #4 Result", screen: "Result",
      messages: ["correct in 3 tries", "The number was 7."])
    driver.expectPathsAgree()
  }

  @Test func aPathSavedLoggedOutWaitsForTheLoginAsALinkDoes() async throws {
    let driver = await AppDriver(loggedIn: false)
    try driver.app.restore(SavedState(path: "/main/settings"))
    #expect(driver.app.currentAppPath == .login)
    #expect(driver.app.pendingLink?.description == "/main/settings")
    #expect(try driver.screen.messages == ["Log in with your name.", "log in to continue"])
    try await driver.walk(to: .otp)
    try await driver.perform("verify 123456")
    #expect(driver.app.currentAppPath == .settings)
    #expect(try driver.app.savedState == SavedState(path: "/main/settings", isLoggedIn: true))
  }

  @Test func aWaitingLinkIsSavedAndWaitsAgain() async throws {
    let driver = await AppDriver(loggedIn: false)
    try await driver.walk(to: .otp)
    try driver.app.open(path: "/main/about")
    let state = try #require(driver.app.savedState)
    #expect(try state == SavedState(path: "/login", pendingLink: "/main/about"))
    let restored = await AppDriver(loggedIn: false)
    try restored.app.restore(state)
    #expect(restored.app.pendingLink?.description == "/main/about")
    #expect(try restored.screen.messages == ["Log in with your name.", "log in to continue"])
  }

  @Test func whatCannotBeRestoredIsAnErrorAfterWhatCould() async throws {
    let driver = await AppDriver(loggedIn: false)
    // Not won, the game is not resumed, and a link cannot show its Result.
    let game = SavedGame(difficulty: .normal, secret: 5, tries: 1, hint: .tooHigh)
    #expect(
      throws: OpenPathError.unreachable(
        AppPath.result.path, reason: "it is reached only by winning a game")
    ) {
      try driver.app.restore(SavedState(path: "/main/game/result", isLoggedIn: true, game: game))
    }
    #expect(driver.app.currentAppPath == .main)
    driver.expectPathsAgree()

    let other = await AppDriver(loggedIn: false)
    #expect(throws: OpenPathError.self) {
      try other.app.restore(SavedState(path: "/main/nowhere", isLoggedIn: false))
    }
    #expect(other.app.currentAppPath == .login)
    #expect(other.app.pendingLink == nil)
    #expect(try other.screen.messages == ["Log in with your name."])
  }
}
