import Coordinator
import Testing

@testable import FlowsShell
@testable import GameApp

@MainActor
@Suite struct SettingsFlowTests {
  init() async {
    driver = await AppDriver()
  }

  let driver: AppDriver
  let inSettings = "AppCoordinator(MainFlowCoordinator(SettingsFlowCoordinator))"

  private func settingsMessages(
    _ difficulty: String = "normal", sound: String = "on", name: String = "Player"
  ) -> [String] {
    ["Difficulty: \(difficulty)", "Sound: \(sound)", "Profile name: \(name)"]
  }

  /// The settings flow and the view model of its first screen, as weak references.
  private func trackSettings() throws -> [Tracked] {
    let main = try #require(driver.app.childCoordinators.first)
    let flow = try #require(main.childCoordinators.first as? SettingsFlowCoordinator)
    return [
      Tracked("SettingsFlowCoordinator", flow),
      Tracked("SettingsViewModel", try driver.top(SettingsScreen.self).viewModel),
    ]
  }

  @Test func changingEverySettingAndTheProfileName() async throws {
    try await driver.perform("settings")
    driver.expect(
      tree: inSettings, stack: "level 0: #3 Main, #4 Settings", screen: "Settings",
      messages: settingsMessages())
    let tracked = try trackSettings()
    try await driver.perform("difficulty hard")
    driver.expect(
      tree: inSettings, stack: "level 0: #3 Main, #4 Settings", screen: "Settings",
      messages: settingsMessages("hard"))
    try await driver.perform("sound off")
    driver.expect(
      tree: inSettings, stack: "level 0: #3 Main, #4 Settings", screen: "Settings",
      messages: settingsMessages("hard", sound: "off"))
    try await driver.perform("profile")
    driver.expect(
      tree: inSettings, stack: "level 0: #3 Main, #4 Settings, #5 Profile", screen: "Profile",
      messages: ["Profile name: Player"])
    let profile = [Tracked("ProfileViewModel", try driver.top(ProfileScreen.self).viewModel)]
    try await driver.perform("name Ada_L-1")
    driver.expect(
      tree: inSettings, stack: "level 0: #3 Main, #4 Settings, #5 Profile", screen: "Profile",
      messages: ["Profile name: Ada_L-1"])
    try await driver.perform("done")
    driver.expect(
      tree: inSettings, stack: "level 0: #3 Main, #4 Settings", screen: "Settings",
      messages: settingsMessages("hard", sound: "off", name: "Ada_L-1"))
    expectReleased(profile)
    try await driver.perform("done")
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator)", stack: "level 0: #3 Main", screen: "Main",
      messages: ["Welcome, Ada_L-1.", "Difficulty: hard. Sound: off."])
    expectReleased(tracked)
  }

  @Test func badSettingsAreRejectedAndChangeNothing() async throws {
    try await driver.perform("settings")
    let cases: [(String, ScreenActionError)] = [
      ("difficulty extreme", .invalidArgument("difficulty must be easy, normal or hard")),
      ("difficulty", .usage("difficulty easy|normal|hard")),
      ("sound loud", .invalidArgument("sound must be on or off")),
      ("sound on off", .invalidArgument("sound takes one word, not 2: sound must be on or off")),
      ("profile now", .usage("profile")),
    ]
    for (line, error) in cases {
      await #expect(throws: error, "\(line)") { try await driver.perform(line) }
    }
    try await driver.perform("profile")
    let name = ScreenActionError.invalidArgument(
      "a name is 1 to 32 of the letters A-Z and a-z, digits, _ and -")
    for line in ["name a.b", "name \(String(repeating: "x", count: 33))", "name é"] {
      await #expect(throws: name, "\(line)") { try await driver.perform(line) }
    }
    // A name of two words is told what NAME may hold, not only the usage line.
    await #expect(
      throws: ScreenActionError.invalidArgument(
        "NAME is one word, not 2: a name is 1 to 32 of the letters A-Z and a-z, digits, _ and -")
    ) { try await driver.perform("name Grace Hopper") }
    try await driver.perform("name \(String(repeating: "x", count: 32))")
    try await driver.perform("done")
    driver.expect(
      tree: inSettings, stack: "level 0: #3 Main, #4 Settings", screen: "Settings",
      messages: settingsMessages(name: String(repeating: "x", count: 32)))
  }

  @Test func theBackButtonOnProfileKeepsTheFlowAndOnSettingsReleasesIt() async throws {
    try await driver.perform("settings")
    let tracked = try trackSettings()
    try await driver.perform("profile")
    let profile = [Tracked("ProfileViewModel", try driver.top(ProfileScreen.self).viewModel)]
    try driver.router.goBack()
    driver.expect(
      tree: inSettings, stack: "level 0: #3 Main, #4 Settings", screen: "Settings",
      messages: settingsMessages())
    expectReleased(profile)
    expectAlive(tracked)
    try driver.router.goBack()
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator)", stack: "level 0: #3 Main", screen: "Main",
      messages: ["Welcome, Player.", "Difficulty: normal. Sound: on."])
    expectReleased(tracked)
  }

  @Test func aCancelledBackSwipeOnSettingsReleasesNothing() async throws {
    try await driver.perform("settings")
    let tracked = try trackSettings()
    try driver.router.beginInteractivePop()
    try driver.router.cancelInteractivePop()
    driver.expect(
      tree: inSettings, stack: "level 0: #3 Main, #4 Settings", screen: "Settings",
      messages: settingsMessages())
    expectAlive(tracked)
    try await driver.perform("done")
    expectReleased(tracked)
  }

  @Test func whenTheMainFlowFinishesTheSettingsFlowIsReleased() async throws {
    try await driver.perform("settings")
    var tracked = try trackSettings()
    try await driver.perform("profile")
    tracked.append(Tracked("ProfileViewModel", try driver.top(ProfileScreen.self).viewModel))
    try #require(driver.app.childCoordinators.first).finish()
    expectReleased(tracked)
    // The Main flow finishing is a logout: the app starts Auth again, Login as the root.
    driver.expect(
      tree: "AppCoordinator(AuthFlowCoordinator)", stack: "level 0: #6 Login", screen: "Login",
      messages: ["Log in with your name."])
  }
}
