import Coordinator
import Testing

@testable import FlowsCLI

@MainActor
@Suite struct MainFlowTests {
  @Test func theAppStartsOnTheMainScreen() {
    let driver = AppDriver()
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator)", stack: "level 0: #1 Main", screen: "Main",
      messages: ["Welcome, Player.", "Difficulty: normal. Sound: on."])
    #expect(
      driver.router.journal == [
        .rootReplaced(
          RouterEntry(id: 1, screen: "Main", level: 0, owner: "MainFlowCoordinator"), removed: [],
          animated: false)
      ])
  }

  @Test func mainRejectsUnknownActionsAndNamesWhatItAccepts() throws {
    let driver = AppDriver()
    #expect(
      throws: ScreenActionError.unknownAction(
        "jump", screen: "Main", accepted: [ScreenAction("play"), ScreenAction("settings")])
    ) { try driver.perform("jump") }
    #expect(throws: ScreenActionError.usage(ScreenAction("play"))) {
      try driver.perform("play now")
    }
    #expect(
      ScreenActionError.unknownAction("jump", screen: "Main", accepted: try driver.screen.actions)
        .description == "unknown action \"jump\" on Main; try: play, settings")
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator)", stack: "level 0: #1 Main", screen: "Main",
      messages: ["Welcome, Player.", "Difficulty: normal. Sound: on."])
  }

  @Test func whenMainFinishesItsWholeSubtreeIsReleased() throws {
    let driver = AppDriver()
    var tracked: [Tracked] = []
    do {
      let main = try #require(driver.app.childFlows.first as? MainFlowCoordinator)
      tracked.append(Tracked("MainFlowCoordinator", main))
      tracked.append(Tracked("MainScreenViewModel", try driver.top(MainScreen.self).viewModel))
      try driver.perform("settings")
      let settings = try #require(main.childFlows.first)
      tracked.append(Tracked("SettingsFlowCoordinator", settings))
      tracked.append(Tracked("SettingsViewModel", try driver.top(SettingsScreen.self).viewModel))
      try driver.perform("profile")
      tracked.append(Tracked("ProfileViewModel", try driver.top(ProfileScreen.self).viewModel))
      driver.expect(
        tree: "AppCoordinator(MainFlowCoordinator(SettingsFlowCoordinator))",
        stack: "level 0: #1 Main, #2 Settings, #3 Profile", screen: "Profile",
        messages: ["Profile name: Player"])
      main.finish()
    }
    expectReleased(tracked)
    #expect(CoordinatorTree(driver.app).render(.line) == "AppCoordinator")
    #expect(driver.router.stack.description == "level 0: (empty)")
    #expect(driver.router.validate(tree: driver.app) == [])
  }
}
