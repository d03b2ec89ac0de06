import Coordinator
import Foundation
import Testing

@testable import FlowsShell
@testable import GameApp

@MainActor
@Suite struct ShellDispatcherTests {
  let app: AppCoordinator
  let dispatcher: ShellDispatcher
  /// The app's work, let come to rest after each line, as the shell does.
  let work: WorkAtRest

  init() {
    app = AppCoordinator(environment: AppEnvironment(random: SeededRandom(seed: 7)))
    app.start()
    dispatcher = ShellDispatcher(app: app)
    work = WorkAtRest(root: app, clock: nil)
  }

  /// Runs lines that must be accepted, each to its rest.
  private func run(_ lines: String...) async {
    for line in lines {
      let outcome = dispatcher.run(line)
      #expect(outcome.verdict == .accepted, "\(line): \(outcome)")
      #expect(await work.settle(within: .seconds(600)).isEmpty)
    }
  }

  /// Runs a line that must be rejected with `message`, and checks that nothing changed.
  private func expectRejected(
    _ line: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let tree = CoordinatorTree(app, router: app.router)
    let stack = app.router.stack
    let messages = app.topScreen?.messages
    let outcome = dispatcher.run(line)
    #expect(outcome == .rejected(message), sourceLocation: sourceLocation)
    #expect(CoordinatorTree(app, router: app.router) == tree, sourceLocation: sourceLocation)
    #expect(app.router.stack == stack, sourceLocation: sourceLocation)
    #expect(app.topScreen?.messages == messages, sourceLocation: sourceLocation)
  }

  private var secret: Int? { (app.topScreen as? GameScreen)?.viewModel.secret }

  @Test func anAcceptedActionShowsTheScreen() async {
    #expect(dispatcher.run("login Ada") == LineOutcome(display: .changed))
    #expect(await work.settle(within: .seconds(600)).isEmpty)
    #expect(dispatcher.snapshot.screen == "OTP")
  }

  @Test func aRejectedActionSaysWhatTheScreenAccepts() async {
    expectRejected("play", "unknown action \"play\" on Login; try: login NAME")
    expectRejected("login", "usage: login NAME")
    expectRejected(
      "login two words",
      "NAME is one word, not 2: a name is 1 to 32 of the letters A-Z and a-z, digits, _ and -")
    expectRejected("login a.b", "a name is 1 to 32 of the letters A-Z and a-z, digits, _ and -")
    await run("login Ada", "verify 123456", "play")
    expectRejected("guess abc", "guess a whole number from 1 to 100")
    expectRejected("guess 0", "guess a whole number from 1 to 100")
    expectRejected("guess 99999999999999999999", "guess a whole number from 1 to 100")
  }

  @Test func malformedCommandsAreRejected() {
    expectRejected(":nope", "unknown command \":nope\"; try :help")
  }

  @Test func backIsTheBackButtonAndRejectedAtARoot() async {
    expectRejected(":back", "nothing to go back to")
    await run("login Ada")
    #expect(dispatcher.run(":back") == LineOutcome(display: .changed))
    #expect(dispatcher.snapshot.screen == "Login")
    #expect(app.router.stack.description == "level 0: #1 Login")
    await run("login Ada", "verify 123456")
    expectRejected(":back", "nothing to go back to")
    await run("play", ":back")
    #expect(dispatcher.snapshot.tree == "AppCoordinator(MainFlowCoordinator)")
    await run("about")
    expectRejected(":back", "nothing to go back to")
    await run("licenses", ":back")
    #expect(app.router.stack.description == "level 0: #4 Main\nlevel 1: #6 About")
  }

  @Test func backCancelledChangesNothing() async {
    expectRejected(":back --cancel", "nothing to go back to")
    await run("login Ada")
    let stack = app.router.stack
    #expect(dispatcher.run(":back --cancel") == LineOutcome())
    #expect(app.router.stack == stack)
    #expect(app.router.isTransitionInFlight == false)
    await run(":back")
    #expect(dispatcher.snapshot.screen == "Login")
  }

  @Test func dismissSwipesDownTheModalLevel() async {
    expectRejected(":dismiss", "nothing is presented")
    await run("login Ada", "verify 123456")
    expectRejected(":dismiss", "nothing is presented")
    await run("about", "licenses")
    #expect(dispatcher.run(":dismiss") == LineOutcome(display: .changed))
    #expect(dispatcher.snapshot.tree == "AppCoordinator(MainFlowCoordinator)")
    #expect(app.router.stack.description == "level 0: #3 Main")
  }

  @Test func openMovesThroughTheAppsOneSeamAndShowsTheScreenOnlyWhenSomethingChanged() async {
    expectRejected(
      ":open /nowhere",
      #"unknown path /nowhere: there is no "nowhere""#)
    expectRejected(":open main", #"unknown path main: a path starts with "/""#)
    expectRejected(":open /main/", "unknown path /main/: component 1 of the path is empty")
    expectRejected(
      ":open /main/game/result",
      "cannot open /main/game/result: it is reached only by winning a game")
    expectRejected(
      ":open /login/otp", "cannot open /login/otp: it is reached only by logging in with a name")
    #expect(dispatcher.run(":open /login") == LineOutcome())
    // Logged out, the link waits for the login: Login says so.
    #expect(dispatcher.run(":open /main/settings") == LineOutcome(display: .changed))
    #expect(dispatcher.snapshot.messages == ["Log in with your name.", "log in to continue"])
    await run("login Ada", "verify 123456")
    #expect(dispatcher.snapshot.path == "/main/settings")
    #expect(dispatcher.run(":open /main/settings") == LineOutcome())
    #expect(dispatcher.run(":open /main/about/licenses") == LineOutcome(display: .changed))
    #expect(dispatcher.snapshot.tree == "AppCoordinator(MainFlowCoordinator(AboutFlowCoordinator))")
    #expect(app.router.stack.description == "level 0: #3 Main\nlevel 1: #5 About, #6 Licenses")
    #expect(dispatcher.run(":path") == LineOutcome(result: "/main/about/licenses"))
  }

  @Test func pathAndStackAndScreenAndHelp() async throws {
    await run("login Ada", "verify 123456", "settings", "profile")
    #expect(dispatcher.run(":path") == LineOutcome(result: "/main/settings/profile"))
    #expect(
      dispatcher.run(":stack")
        == LineOutcome(result: "level 0: #3 Main, #4 Settings, #5 Profile"))
    #expect(
      dispatcher.run(":screen")
        == LineOutcome(
          result: "[SCREEN] Profile\n  Profile name: Player", display: .requested))
    let help = try #require(dispatcher.run(":help").result)
    #expect(help.hasPrefix("shell commands:\n  :help "))
    #expect(help.hasSuffix("actions on Profile:\n  name NAME\n  done"))
  }

  @Test func treeInEveryFormat() async throws {
    await run("login Ada", "verify 123456", "play")
    let tree = CoordinatorTree(app, router: app.router)
    #expect(
      dispatcher.run(":tree")
        == LineOutcome(
          result: """
            AppCoordinator
            └── MainFlowCoordinator [#3 Main]
                └── GameFlowCoordinator [#4 Game]
            """))
    for format in [CoordinatorTreeFormat.text, .line, .mermaid, .dot] {
      #expect(
        dispatcher.run(":tree --format \(format.rawValue)")
          == LineOutcome(result: tree.render(format)))
    }
    let json = try #require(dispatcher.run(":tree --format json").result)
    #expect(!json.contains("\n"))
    #expect(try JSONDecoder().decode(CoordinatorTree.self, from: Data(json.utf8)) == tree)
  }

  @Test func expectationsHoldOrSayExpectedAndActual() {
    #expect(dispatcher.run(":expect screen Login") == LineOutcome())
    #expect(dispatcher.run(":expect path /login") == LineOutcome())
    #expect(
      dispatcher.run(":expect tree AppCoordinator( AuthFlowCoordinator )") == LineOutcome())
    #expect(
      dispatcher.run(":expect screen Main")
        == LineOutcome(verdict: .expectationFailed("expected screen Main, actual Login")))
    #expect(
      dispatcher.run(":expect path /main")
        == LineOutcome(verdict: .expectationFailed("expected path /main, actual /login")))
    #expect(
      dispatcher.run(":expect tree AppCoordinator(MainFlowCoordinator)")
        == LineOutcome(
          verdict: .expectationFailed(
            "expected tree AppCoordinator(MainFlowCoordinator), "
              + "actual AppCoordinator(AuthFlowCoordinator)")))
  }

  @Test func quitEndsTheSession() {
    #expect(dispatcher.run(":quit") == LineOutcome(endsSession: true))
  }

  @Test func aSettingsChangeThatCannotBeWrittenIsReported() async throws {
    let directory = try temporaryDirectory()
    let blocked = directory.appending(path: "data")
    try Data("not a directory".utf8).write(to: blocked)
    let app = AppCoordinator(
      environment: AppEnvironment(settingsFile: SettingsFile(directory: blocked)))
    app.start()
    let dispatcher = ShellDispatcher(app: app)
    for line in ["login Ada", "verify 123456", "settings"] {
      #expect(await dispatcher.runToRest(line).notes.writeFailure == nil)
    }
    let failure = "cannot write \(blocked.path): cannot create the data directory"
    #expect(await dispatcher.runToRest("sound off").notes.writeFailure == failure)
    #expect(await dispatcher.runToRest(":path").notes.writeFailure == nil)
    #expect(await dispatcher.runToRest("sound off").notes.writeFailure == nil)
    #expect(await dispatcher.runToRest("difficulty hard").notes.writeFailure == failure)
  }
}
