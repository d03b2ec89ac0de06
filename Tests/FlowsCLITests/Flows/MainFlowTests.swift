import Coordinator
import Testing

@testable import FlowsShell
@testable import GameApp

@MainActor
@Suite struct MainFlowTests {
  let mainMessages = ["Welcome, Player.", "Difficulty: normal. Sound: on."]

  @Test func afterLoginTheAppIsOnTheMainScreen() async {
    let driver = await AppDriver()
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator)", stack: "level 0: #3 Main", screen: "Main",
      messages: mainMessages)
    #expect(driver.router.journal == [])
  }

  @Test func mainRejectsUnknownActionsAndNamesWhatItAccepts() async throws {
    let driver = await AppDriver()
    let accepted = ["play", "settings", "about", "logout"]
    await #expect(
      throws: ScreenActionError.unknownAction("jump", screen: "Main", accepted: accepted)
    ) {
      try await driver.perform("jump")
    }
    for action in accepted {
      await #expect(throws: ScreenActionError.usage(action)) {
        try await driver.perform("\(action) now")
      }
    }
    #expect(try driver.screen.actionUsages == accepted)
    #expect(
      ScreenActionError.unknownAction(
        "jump", screen: "Main", accepted: try driver.screen.actionUsages
      )
      .description == "unknown action \"jump\" on Main; try: play, settings, about, logout")
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator)", stack: "level 0: #3 Main", screen: "Main",
      messages: mainMessages)
    #expect(driver.router.journal == [])
  }

  @Test func whenMainFinishesItsWholeSubtreeIsReleasedAndAuthStartsAgain() async throws {
    let driver = await AppDriver()
    var tracked: [Tracked] = []
    do {
      let main = try #require(driver.app.childCoordinators.first as? MainFlowCoordinator)
      tracked.append(Tracked("MainFlowCoordinator", main))
      tracked.append(Tracked("MainScreenViewModel", try driver.top(MainScreen.self).viewModel))
      try await driver.perform("settings")
      let settings = try #require(main.childCoordinators.first)
      tracked.append(Tracked("SettingsFlowCoordinator", settings))
      tracked.append(Tracked("SettingsViewModel", try driver.top(SettingsScreen.self).viewModel))
      try await driver.perform("profile")
      tracked.append(Tracked("ProfileViewModel", try driver.top(ProfileScreen.self).viewModel))
      driver.expect(
        tree: "AppCoordinator(MainFlowCoordinator(SettingsFlowCoordinator))",
        stack: "level 0: #3 Main, #4 Settings, #5 Profile", screen: "Profile",
        messages: ["Profile name: Player"])
      main.finish()
    }
    expectReleased(tracked)
    driver.expect(
      tree: "AppCoordinator(AuthFlowCoordinator)", stack: "level 0: #6 Login", screen: "Login",
      messages: ["Log in with your name."])
  }

  @Test func logoutReturnsToLoginAsTheOnlyScreenAndReleasesMain() async throws {
    let driver = await AppDriver()
    var tracked: [Tracked] = []
    do {
      let main = try #require(driver.app.childCoordinators.first as? MainFlowCoordinator)
      tracked.append(Tracked("MainFlowCoordinator", main))
      tracked.append(Tracked("MainScreenViewModel", try driver.top(MainScreen.self).viewModel))
      tracked.append(Tracked("MainScreen", try driver.top(MainScreen.self)))
      try await driver.perform("logout")
    }
    expectReleased(tracked)
    driver.expect(
      tree: "AppCoordinator(AuthFlowCoordinator)", stack: "level 0: #4 Login", screen: "Login",
      messages: ["Log in with your name."])
    #expect(
      driver.router.takeJournal() == [
        .popped(
          [RouterEntry(id: 3, screen: "Main", level: 0, owner: "MainFlowCoordinator")],
          animated: false, cause: .programmatic),
        .pushed(
          RouterEntry(id: 4, screen: "Login", level: 0, owner: "AuthFlowCoordinator"),
          animated: false),
      ])
  }

  /// A child flow of Main, running: the lines that start it and what the app shows then.
  struct RunningChild: Sendable, CustomTestStringConvertible {
    /// Screen actions; `win` guesses the game's secret.
    let lines: [String]
    let tree: String
    let stack: String
    /// The stack once logged out: Login, with the next id.
    let afterLogout: String

    var testDescription: String { lines.joined(separator: ", ") }
  }

  nonisolated static let runningChildren = [
    RunningChild(
      lines: ["play"], tree: "AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))",
      stack: "level 0: #3 Main, #4 Game", afterLogout: "level 0: #5 Login"),
    RunningChild(
      lines: ["play", "win"], tree: "AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))",
      stack: "level 0: #3 Main, #4 Game, #5 Result", afterLogout: "level 0: #6 Login"),
    RunningChild(
      lines: ["settings", "profile"],
      tree: "AppCoordinator(MainFlowCoordinator(SettingsFlowCoordinator))",
      stack: "level 0: #3 Main, #4 Settings, #5 Profile", afterLogout: "level 0: #6 Login"),
    RunningChild(
      lines: ["about"], tree: "AppCoordinator(MainFlowCoordinator(AboutFlowCoordinator))",
      stack: "level 0: #3 Main\nlevel 1: #4 About", afterLogout: "level 0: #5 Login"),
    RunningChild(
      lines: ["about", "licenses"],
      tree: "AppCoordinator(MainFlowCoordinator(AboutFlowCoordinator))",
      stack: "level 0: #3 Main\nlevel 1: #4 About, #5 Licenses",
      afterLogout: "level 0: #6 Login"),
  ]

  /// A logout while a child flow runs, as an expired session would cause it: Main's screen
  /// is covered, so the test calls its view model's input directly.
  @Test(arguments: runningChildren)
  func logoutReleasesTheMainFlowWithEveryRunningChild(_ child: RunningChild) async throws {
    let driver = await AppDriver()
    var tracked: [Tracked] = []
    weak var mainViewModel: MainScreenViewModel?
    do {
      let main = try #require(driver.app.childCoordinators.first as? MainFlowCoordinator)
      mainViewModel = try driver.top(MainScreen.self).viewModel
      tracked += [Tracked("MainFlowCoordinator", main)] + (try driver.trackTop())
      for line in child.lines {
        if line == "win" {
          try await driver.perform("guess \(try driver.top(GameScreen.self).viewModel.secret)")
        } else {
          try await driver.perform(line)
        }
        tracked += try driver.trackTop()
      }
      let flow = try #require(main.childCoordinators.first)
      tracked.append(Tracked(flow.name, flow))
      #expect(CoordinatorTree(driver.app).render(.line) == child.tree)
      #expect(driver.router.stack.description == child.stack)
    }
    mainViewModel?.logoutButtonTapped()
    expectReleased(tracked)
    driver.expect(
      tree: "AppCoordinator(AuthFlowCoordinator)", stack: child.afterLogout, screen: "Login",
      messages: ["Log in with your name."])
  }
}
