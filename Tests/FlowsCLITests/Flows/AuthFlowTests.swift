import Coordinator
import Testing

@testable import FlowsShell
@testable import GameApp

@MainActor
@Suite struct AuthFlowTests {
  init() async {
    driver = await AppDriver(loggedIn: false)
  }

  let driver: AppDriver
  let inAuth = "AppCoordinator(AuthFlowCoordinator)"
  let login = ["Log in with your name."]
  let prompt = "Enter the code we sent to your phone."
  let mainMessages = ["Welcome, Player.", "Difficulty: normal. Sound: on."]

  private func entry(_ id: Int, _ screen: String, owner: String = "AuthFlowCoordinator")
    -> RouterEntry
  {
    RouterEntry(id: id, screen: screen, level: 0, owner: owner)
  }

  /// The running Auth flow, as a weak reference.
  private func trackAuth() throws -> Tracked {
    Tracked(
      "AuthFlowCoordinator",
      try #require(driver.app.childCoordinators.first as? AuthFlowCoordinator))
  }

  @Test func loginWrongCodeTwiceRightCodeThenLogoutStepByStep() async throws {
    driver.expect(tree: inAuth, stack: "level 0: #1 Login", screen: "Login", messages: login)
    #expect(driver.router.takeJournal() == [.pushed(entry(1, "Login"), animated: false)])
    var auth = [try trackAuth()] + (try driver.trackTop())

    try await driver.perform("login Ada")
    driver.expect(
      tree: inAuth, stack: "level 0: #1 Login, #2 OTP", screen: "OTP", messages: [prompt])
    #expect(driver.router.takeJournal() == [.pushed(entry(2, "OTP"), animated: true)])
    auth += try driver.trackTop()

    try await driver.perform("verify 000000")
    driver.expect(
      tree: inAuth, stack: "level 0: #1 Login, #2 OTP", screen: "OTP",
      messages: [prompt, "wrong code, 2 attempts left"])
    try await driver.perform("verify 12345")
    driver.expect(
      tree: inAuth, stack: "level 0: #1 Login, #2 OTP", screen: "OTP",
      messages: [prompt, "wrong code, 1 attempts left"])
    #expect(driver.router.takeJournal() == [])
    expectAlive(auth)

    try await driver.perform("verify 123456")
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator)", stack: "level 0: #3 Main", screen: "Main",
      messages: mainMessages)
    #expect(
      driver.router.takeJournal() == [
        .popped([entry(2, "OTP"), entry(1, "Login")], animated: false, cause: .programmatic),
        .rootReplaced(
          entry(3, "Main", owner: "MainFlowCoordinator"), removed: [], animated: false),
      ])
    expectReleased(auth)
    let main =
      [Tracked("MainFlowCoordinator", try #require(driver.app.childCoordinators.first))]
      + (try driver.trackTop())

    try await driver.perform("logout")
    driver.expect(tree: inAuth, stack: "level 0: #4 Login", screen: "Login", messages: login)
    #expect(
      driver.router.takeJournal() == [
        .popped(
          [entry(3, "Main", owner: "MainFlowCoordinator")], animated: false, cause: .programmatic),
        .pushed(entry(4, "Login"), animated: false),
      ])
    expectReleased(main)
    #expect(
      CoordinatorTree(driver.app, router: driver.router).render(.text)
        == "AppCoordinator\n└── AuthFlowCoordinator [#4 Login]")
  }

  @Test func theAuthFlowOwnsItsScreens() async throws {
    try await driver.perform("login Ada")
    #expect(
      CoordinatorTree(driver.app, router: driver.router)
        == CoordinatorTree(
          name: "AppCoordinator",
          children: [
            CoordinatorTree(
              name: "AuthFlowCoordinator",
              screens: [.init(id: 1, name: "Login"), .init(id: 2, name: "OTP")])
          ]))
  }

  @Test func theRouteCarriesTheInjectedCodeToTheOTPScreen() async throws {
    #expect(AppEnvironment().otpCode == "123456")
    let custom = await AppDriver(otpCode: "654321", loggedIn: false)
    var auth = [
      Tracked(
        "AuthFlowCoordinator",
        try #require(custom.app.childCoordinators.first as? AuthFlowCoordinator))
    ]
    try await custom.perform("login Ada")
    #expect(try custom.top(OTPScreen.self).viewModel.code == "654321")
    auth += try custom.trackTop()
    try await custom.perform("verify 123456")
    custom.expect(
      tree: inAuth, stack: "level 0: #1 Login, #2 OTP", screen: "OTP",
      messages: [prompt, "wrong code, 2 attempts left"])
    try await custom.perform("verify 654321")
    custom.expect(
      tree: "AppCoordinator(MainFlowCoordinator)", stack: "level 0: #3 Main", screen: "Main",
      messages: mainMessages)
    expectReleased(auth)

    try await driver.perform("login Ada")
    #expect(try driver.top(OTPScreen.self).viewModel.code == "123456")
  }

  @Test func theThirdWrongCodeReturnsToLoginSayingTooManyAttempts() async throws {
    let auth = [try trackAuth()] + (try driver.trackTop())
    try await driver.perform("login Ada")
    let otp = try driver.trackTop()
    try await driver.perform("verify 1")
    try await driver.perform("verify 2")
    _ = driver.router.takeJournal()

    try await driver.perform("verify 3")
    driver.expect(
      tree: inAuth, stack: "level 0: #1 Login", screen: "Login",
      messages: ["Log in with your name.", "too many attempts"])
    #expect(
      driver.router.takeJournal() == [
        .popped([entry(2, "OTP")], animated: true, cause: .programmatic)
      ])
    expectReleased(otp)
    expectAlive(auth)

    // A new login gets a new code screen with every attempt back, and clears the notice.
    try await driver.perform("login Ada")
    driver.expect(
      tree: inAuth, stack: "level 0: #1 Login, #3 OTP", screen: "OTP", messages: [prompt])
    let secondOTP = try driver.trackTop()
    try await driver.perform("cancel")
    driver.expect(tree: inAuth, stack: "level 0: #1 Login", screen: "Login", messages: login)
    expectReleased(secondOTP)
    try await driver.perform("login Ada")
    let thirdOTP = try driver.trackTop()
    try await driver.perform("verify 123456")
    driver.expect(
      tree: "AppCoordinator(MainFlowCoordinator)", stack: "level 0: #5 Main", screen: "Main",
      messages: mainMessages)
    expectReleased(auth + thirdOTP)
  }

  @Test func cancelOnOTPReturnsToLoginAndKeepsTheFlow() async throws {
    let auth = [try trackAuth()] + (try driver.trackTop())
    try await driver.perform("login Ada")
    let otp = try driver.trackTop()
    try await driver.perform("verify 999999")
    _ = driver.router.takeJournal()

    try await driver.perform("cancel")
    driver.expect(tree: inAuth, stack: "level 0: #1 Login", screen: "Login", messages: login)
    #expect(
      driver.router.takeJournal() == [
        .popped([entry(2, "OTP")], animated: true, cause: .programmatic)
      ])
    expectReleased(otp)
    expectAlive(auth)
  }

  @Test func theBackButtonOnOTPReturnsToLoginAndOnLoginIsRejected() async throws {
    let auth = [try trackAuth()] + (try driver.trackTop())
    try await driver.perform("login Ada")
    let otp = try driver.trackTop()
    _ = driver.router.takeJournal()

    try driver.router.goBack()
    driver.expect(tree: inAuth, stack: "level 0: #1 Login", screen: "Login", messages: login)
    #expect(
      driver.router.takeJournal() == [
        .interactivePopBegan(entry(2, "OTP")),
        .popped([entry(2, "OTP")], animated: true, cause: .interactivePop),
      ])
    expectReleased(otp)
    expectAlive(auth)

    #expect(throws: RouterError.nothingToPop) { try driver.router.goBack() }
    driver.expect(tree: inAuth, stack: "level 0: #1 Login", screen: "Login", messages: login)
    #expect(driver.router.takeJournal() == [])
    expectAlive(auth)
  }

  @Test func badInputIsRejectedAndChangesNothing() async throws {
    _ = driver.router.takeJournal()
    let name = ScreenActionError.invalidArgument(
      "a name is 1 to 32 of the letters A-Z and a-z, digits, _ and -")
    let loginCases: [(String, ScreenActionError)] = [
      ("login", .usage("login NAME")),
      (
        "login Ada Lovelace",
        .invalidArgument(
          "NAME is one word, not 2: a name is 1 to 32 of the letters A-Z and a-z, digits, _ and -")
      ),
      ("login a.b", name),
      ("login \(String(repeating: "x", count: 33))", name),
      ("login é", name),
      (
        "verify 123456",
        .unknownAction(
          "verify", screen: "Login", accepted: ["login NAME"])
      ),
    ]
    for (line, error) in loginCases {
      await #expect(throws: error, "\(line)") { try await driver.perform(line) }
    }
    driver.expect(tree: inAuth, stack: "level 0: #1 Login", screen: "Login", messages: login)
    #expect(driver.router.takeJournal() == [])

    try await driver.perform("login \(String(repeating: "x", count: 32))")
    try await driver.perform("verify 0")
    _ = driver.router.takeJournal()
    let otpActions = ["verify CODE", "cancel"]
    let otpCases: [(String, ScreenActionError)] = [
      ("verify", .usage(otpActions[0])),
      ("verify 1 2", .invalidArgument("CODE is one word, not 2")),
      ("cancel now", .usage(otpActions[1])),
      ("login Ada", .unknownAction("login", screen: "OTP", accepted: otpActions)),
    ]
    for (line, error) in otpCases {
      await #expect(throws: error, "\(line)") { try await driver.perform(line) }
    }
    driver.expect(
      tree: inAuth, stack: "level 0: #1 Login, #2 OTP", screen: "OTP",
      messages: [prompt, "wrong code, 2 attempts left"])
    #expect(try driver.top(OTPScreen.self).viewModel.attemptsLeft == 2)
    #expect(driver.router.takeJournal() == [])
  }
}
