import Coordinator
import CoordinatorTesting
import Testing

@testable import FlowsShell
@testable import GameApp

/// One exhaustive session through every screen of the sample app: every router event, the
/// whole tree and stack after every step, and every flow released by the end.
@MainActor
@Suite struct AppWalkthroughTests {
  @Test func everyScreenEveryEventEveryRelease() async throws {
    let app = AppCoordinator(environment: AppEnvironment(random: SeededRandom(seed: 3)))
    let tester = FlowTester(root: app, router: app.router)
    func perform(_ line: String) async throws {
      let words = line.split(separator: " ").map(String.init)
      let screen = try #require(app.topScreen)
      // An awaited step: the login and the code check it starts run to rest within it.
      try await tester.step(line) { () async throws in
        try screen.run(words[0], arguments: Array(words.dropFirst()))
      }
    }
    /// Tracks the top screen and its view model: both must be gone by the end.
    func trackTop() throws {
      let screen = try #require(app.topScreen)
      tester.track(screen, as: screen.screenName)
      if let viewModel = Mirror(reflecting: screen).descendant("viewModel") as AnyObject? {
        tester.track(viewModel, as: "\(screen.screenName)'s view model")
      }
    }

    await tester.step("start") { app.start() }
    tester.expectTree("AppCoordinator(AuthFlowCoordinator)")
    tester.expectStack("level 0: #1 Login")
    tester.expectEvents(["pushed #1 Login (not animated)"])
    try trackTop()

    try await perform("login Ada")
    tester.expectStack("level 0: #1 Login, #2 OTP")
    tester.expectEvents(["pushed #2 OTP"])
    try trackTop()
    try await perform("verify 000000")
    tester.expectNoEvents()
    tester.expectTop("OTP")
    try await perform("verify 123456")
    tester.expectTree(
      """
      AppCoordinator
      └── MainFlowCoordinator [#3 Main]
      """)
    tester.expectEvents([
      "popped #2 OTP, #1 Login (not animated)", "root #3 Main replaced nothing (not animated)",
    ])
    try trackTop()

    try await perform("play")
    tester.expectTree("AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))")
    tester.expectStack("level 0: #3 Main, #4 Game")
    tester.expectEvents(["pushed #4 Game"])
    try trackTop()
    let secret = try #require((app.topScreen as? GameScreen)?.viewModel.secret)
    try await perform("guess \(secret)")
    tester.expectStack("level 0: #3 Main, #4 Game, #5 Result")
    tester.expectEvents(["pushed #5 Result"])
    // The Game screen under Result shows its state: one guess, which found the secret.
    tester.expectState(GameViewModel.State.self) {
      $0.guesses = 1
      $0.low = secret
      $0.high = secret
    }
    try trackTop()
    try await perform("again")
    tester.expectStack("level 0: #3 Main, #4 Game")
    tester.expectEvents(["popped #5 Result"])
    // A new game: no guesses, the whole range.
    tester.expectState(GameViewModel.State.self) { $0 = .init(guesses: 0, low: 1, high: 100) }
    let replay = try #require((app.topScreen as? GameScreen)?.viewModel.secret)
    try await perform("guess \(replay)")
    tester.expectEvents(["pushed #6 Result"])
    tester.expectState(GameViewModel.State.self) {
      $0 = .init(guesses: 1, low: replay, high: replay)
    }
    try trackTop()
    try await perform("done")
    tester.expectTree("AppCoordinator(MainFlowCoordinator)")
    tester.expectStack("level 0: #3 Main")
    tester.expectEvents(["popped #6 Result, #4 Game"])

    try await perform("settings")
    tester.expectEvents(["pushed #7 Settings"])
    try trackTop()
    try await perform("profile")
    tester.expectTree(
      """
      AppCoordinator
      └── MainFlowCoordinator [#3 Main]
          └── SettingsFlowCoordinator [#7 Settings, #8 Profile]
      """)
    tester.expectEvents(["pushed #8 Profile"])
    try trackTop()
    try await tester.step("back") { try app.router.goBack() }
    tester.expectStack("level 0: #3 Main, #7 Settings")
    tester.expectEvents(["interactive pop of #8 Profile began", "popped #8 Profile (interactive)"])
    try await perform("done")
    tester.expectTree("AppCoordinator(MainFlowCoordinator)")
    tester.expectEvents(["popped #7 Settings"])

    try await perform("about")
    tester.expectEvents(["presented #9 About on level 1"])
    try trackTop()
    try await perform("licenses")
    tester.expectTree("AppCoordinator(MainFlowCoordinator(AboutFlowCoordinator))")
    tester.expectStack("level 0: #3 Main\nlevel 1: #9 About, #10 Licenses")
    tester.expectEvents(["pushed #10 Licenses"])
    try trackTop()
    try await tester.step("swipe down") { try app.router.swipeToDismiss() }
    tester.expectTree("AppCoordinator(MainFlowCoordinator)")
    tester.expectStack("level 0: #3 Main")
    tester.expectEvents(["dismissed #10 Licenses, #9 About (swipe-down)"])

    try await perform("play")
    tester.expectEvents(["pushed #11 Game"])
    try trackTop()
    try await tester.step("cancelled back swipe") {
      try app.router.beginInteractivePop()
      try app.router.cancelInteractivePop()
    }
    tester.expectTree("AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))")
    tester.expectEvents([
      "interactive pop of #11 Game began", "interactive pop of #11 Game cancelled",
    ])
    try await perform("quit")
    tester.expectEvents(["popped #11 Game"])

    try await perform("logout")
    tester.expectTree(
      """
      AppCoordinator
      └── AuthFlowCoordinator [#12 Login]
      """)
    tester.expectEvents(["popped #3 Main (not animated)", "pushed #12 Login (not animated)"])
    await tester.finish()
  }
}
