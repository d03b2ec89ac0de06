import Coordinator
import Testing

@testable import FlowsShell
@testable import GameApp

@MainActor
@Suite struct GameFlowTests {
  init() async {
    driver = await AppDriver(seed: 7)
  }

  let driver: AppDriver
  let mainMessages = ["Welcome, Player.", "Difficulty: normal. Sound: on."]
  let prompt = "Guess a number between 1 and 100."

  /// Starts a game and returns its secret, checked to leave room for a low and a high guess.
  private func play() async throws -> Int {
    try await driver.perform("play")
    let secret = try driver.top(GameScreen.self).viewModel.secret
    try #require((2...99).contains(secret))
    return secret
  }

  /// The game flow and every view model it made so far, as weak references.
  private func trackGame() throws -> [Tracked] {
    let main = try #require(driver.app.childCoordinators.first)
    let game = try #require(main.childCoordinators.first as? GameFlowCoordinator)
    return [
      Tracked("GameFlowCoordinator", game),
      Tracked("GameViewModel", try driver.top(GameScreen.self).viewModel),
      Tracked("GameScreen", try driver.top(GameScreen.self)),
    ]
  }

  @Test func theSeedDecidesTheSecret() async throws {
    let again = await AppDriver(seed: 7)
    let other = await AppDriver(seed: 8)
    var secrets: [Int] = []
    for app in [driver, again, other] {
      try await app.perform("play")
      secrets.append(try app.top(GameScreen.self).viewModel.secret)
    }
    #expect(secrets[0] == secrets[1])
    #expect(secrets[0] != secrets[2])
  }

  @Test(arguments: [Difficulty.easy, .normal, .hard])
  func difficultySetsTheRange(_ difficulty: Difficulty) async throws {
    for seed in UInt64(0)..<50 {
      let app = await AppDriver(seed: seed)
      try await app.perform("settings")
      try await app.perform("difficulty \(difficulty.rawValue)")
      try await app.perform("done")
      try await app.perform("play")
      let game = try app.top(GameScreen.self).viewModel
      #expect(game.range == difficulty.range)
      #expect(difficulty.range.contains(game.secret))
    }
    #expect(Difficulty.easy.range == 1...10)
    #expect(Difficulty.normal.range == 1...100)
    #expect(Difficulty.hard.range == 1...1000)
  }

  @Test func guessingHintsThenWinsAndPlaysAgainInTheSameFlow() async throws {
    let secret = try await play()
    let tree = "AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))"
    driver.expect(
      tree: tree, stack: "level 0: #3 Main, #4 Game", screen: "Game", messages: [prompt])
    let game = try trackGame()

    try await driver.perform("guess \(secret - 1)")
    driver.expect(
      tree: tree, stack: "level 0: #3 Main, #4 Game", screen: "Game",
      messages: [prompt, "too low"])
    try await driver.perform("guess \(secret + 1)")
    driver.expect(
      tree: tree, stack: "level 0: #3 Main, #4 Game", screen: "Game",
      messages: [prompt, "too high"])
    try await driver.perform("guess \(secret)")
    driver.expect(
      tree: tree, stack: "level 0: #3 Main, #4 Game, #5 Result", screen: "Result",
      messages: ["correct in 3 tries", "The number was \(secret)."])
    let result = [Tracked("ResultViewModel", try driver.top(ResultScreen.self).viewModel)]

    try await driver.perform("again")
    driver.expect(
      tree: tree, stack: "level 0: #3 Main, #4 Game", screen: "Game", messages: [prompt])
    expectReleased(result)
    expectAlive(game)
    weak let replay = try driver.top(GameScreen.self).viewModel
    #expect(replay?.tries == 0)
    #expect(replay === game[1].object)
    let newSecret = try #require(replay?.secret)
    #expect(driver.app.mainFlow?.lastWin == nil, "a win is reported when the flow ends")

    try await driver.perform("guess \(newSecret)")
    driver.expect(
      tree: tree, stack: "level 0: #3 Main, #4 Game, #6 Result", screen: "Result",
      messages: ["correct in 1 tries", "The number was \(newSecret)."])
    let secondResult = [Tracked("ResultViewModel", try driver.top(ResultScreen.self).viewModel)]
    try await driver.perform("done")
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator)", stack: "level 0: #3 Main", screen: "Main",
      messages: mainMessages)
    expectReleased(game + secondResult)
    // The flow ended with the game it won last, and Main heard it.
    #expect(driver.app.mainFlow?.lastWin == WonGame(secret: newSecret, tries: 1))
  }

  @Test func badGuessesAreRejectedAndChangeNothing() async throws {
    _ = try await play()
    for (line, error) in [
      ("guess", ScreenActionError.usage("guess N")),
      ("guess 0", .invalidArgument("guess a whole number from 1 to 100")),
      ("guess 101", .invalidArgument("guess a whole number from 1 to 100")),
      ("guess ten", .invalidArgument("guess a whole number from 1 to 100")),
      ("guess 1 2", .invalidArgument("N is one word, not 2: guess a whole number from 1 to 100")),
    ] {
      await #expect(throws: error, "\(line)") { try await driver.perform(line) }
    }
    #expect(try driver.top(GameScreen.self).viewModel.tries == 0)
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))",
      stack: "level 0: #3 Main, #4 Game", screen: "Game", messages: [prompt])
  }

  @Test func quitFinishesAndReleasesTheFlow() async throws {
    _ = try await play()
    let tracked = try trackGame()
    try await driver.perform("quit")
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator)", stack: "level 0: #3 Main", screen: "Main",
      messages: mainMessages)
    expectReleased(tracked)
    #expect(driver.app.mainFlow?.lastWin == nil, "a game that was quit reports nothing")
  }

  @Test func aGameAPathStartedReportsItsWinToo() async throws {
    _ = try driver.app.open(path: "/main/game")
    let secret = try driver.top(GameScreen.self).viewModel.secret
    try await driver.perform("guess \(secret)")
    try await driver.perform("done")
    #expect(driver.app.mainFlow?.lastWin == WonGame(secret: secret, tries: 1))
  }

  @Test func theBackButtonOnTheGameScreenReleasesTheFlow() async throws {
    _ = try await play()
    let tracked = try trackGame()
    _ = driver.router.takeJournal()
    try driver.router.goBack()
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator)", stack: "level 0: #3 Main", screen: "Main",
      messages: mainMessages)
    expectReleased(tracked)
    let game = RouterEntry(id: 4, screen: "Game", level: 0, owner: "GameFlowCoordinator")
    #expect(
      driver.router.takeJournal() == [
        .interactivePopBegan(game), .popped([game], animated: true, cause: .interactivePop),
      ])
  }

  @Test func aBackSwipeFromResultReturnsToTheGameAndKeepsTheFlow() async throws {
    let secret = try await play()
    let tracked = try trackGame()
    try await driver.perform("guess \(secret)")
    let result = [Tracked("ResultViewModel", try driver.top(ResultScreen.self).viewModel)]
    try driver.router.beginInteractivePop()
    try driver.router.finishInteractivePop()
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))",
      stack: "level 0: #3 Main, #4 Game", screen: "Game", messages: [prompt])
    expectAlive(tracked)
    expectReleased(result)
  }

  @Test func aCancelledBackSwipeOnTheGameScreenReleasesNothing() async throws {
    let secret = try await play()
    try await driver.perform("guess \(secret - 1)")
    let tracked = try trackGame()
    try driver.router.beginInteractivePop()
    try driver.router.cancelInteractivePop()
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))",
      stack: "level 0: #3 Main, #4 Game", screen: "Game", messages: [prompt, "too low"])
    expectAlive(tracked)
    try await driver.perform("guess \(secret)")
    #expect(try driver.top(ResultScreen.self).messages[0] == "correct in 2 tries")
  }

  @Test func whenTheMainFlowFinishesTheGameFlowIsReleased() async throws {
    let secret = try await play()
    try await driver.perform("guess \(secret)")
    var tracked = try [Tracked("ResultViewModel", driver.top(ResultScreen.self).viewModel)]
    do {
      let main = try #require(driver.app.childCoordinators.first)
      let game = try #require(main.childCoordinators.first)
      tracked += [Tracked("MainFlowCoordinator", main), Tracked("GameFlowCoordinator", game)]
      main.finish()
    }
    expectReleased(tracked)
    // The Main flow finishing is a logout: the app starts Auth again, Login as the root.
    driver.expect(
      tree: "AppCoordinator(AuthFlowCoordinator)", stack: "level 0: #6 Login", screen: "Login",
      messages: ["Log in with your name."])
  }
}
