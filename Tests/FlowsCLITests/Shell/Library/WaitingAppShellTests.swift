import Coordinator
import Testing

@testable import FlowsShell

/// An app whose login waits on an injected client: no pump, no global. The shell library runs
/// it line by line, each line answering once the request is done; on a manual clock the
/// request's time passes only with `:wait`; the explorer goes past the login.
@MainActor
@Suite struct WaitingAppShellTests {
  /// The login server, injected: it answers after `latency` on `clock`.
  struct SlowClient: Sendable {
    var clock: any Clock<Duration>
    var latency: Duration

    func logIn(_ name: String) async throws -> String {
      try await clock.sleep(for: latency)
      return name.capitalized
    }
  }

  /// Asks for a name; says so while the request runs.
  final class LoginScreen: ShellScreen {
    enum Action: Sendable { case login(String) }
    private weak var app: LoginApp?

    init(app: LoginApp) { self.app = app }

    var screenName: String { "Login" }
    var messages: [String] { app?.isLoggingIn == true ? ["Logging in…"] : ["Who are you?"] }
    var actions: ScreenActions<Action> {
      ScreenActions([.action("login", .word("NAME"), samples: ["ada"]) { .login($0) }])
    }

    func perform(_ action: Action) {
      switch action {
      case .login(let name): app?.logIn(name)
      }
    }
  }

  /// Greets the person the server named.
  final class HomeScreen: ShellScreen {
    enum Action: Sendable {}
    let user: String

    init(user: String) { self.user = user }

    var screenName: String { "Home" }
    var messages: [String] { ["Hello, \(user)."] }
    var actions: ScreenActions<Action> { ScreenActions([]) }
    func perform(_ action: Action) {}
  }

  /// Login, then Home once the client answers.
  final class LoginApp: BaseCoordinator, ShellApp {
    let router = StackRouter(isJournaling: false)
    private let client: SlowClient
    private(set) var isLoggingIn = false

    init(client: SlowClient) {
      self.client = client
    }

    override func start() {
      super.start()
      router.push(LoginScreen(app: self), owner: self, animated: false) {}
    }

    func logIn(_ name: String) {
      guard !isLoggingIn else { return }
      isLoggingIn = true
      startTask { [weak self, client] in
        let user = try? await client.logIn(name)
        guard let self else { return }
        self.isLoggingIn = false
        if let user {
          self.router.push(HomeScreen(user: user), owner: self, animated: true) {}
        }
      }
    }
  }

  @Test func aLineAnswersOnceItsRequestIsDone() async {
    weak var weakApp: LoginApp?
    do {
      let app = LoginApp(client: SlowClient(clock: ContinuousClock(), latency: .milliseconds(30)))
      weakApp = app
      let transcript = await HeadlessShell(app: app, name: "waiting").run(
        bytes: Array("login ada\n:expect screen Home\n".utf8))
      #expect(
        transcript
          == HeadlessTranscript(
            output: "[SCREEN] Login\n  Who are you?\n[SCREEN] Home\n  Hello, Ada.\n",
            errors: "", status: 0))
      #expect(app.runningTasks.isEmpty)
    }
    #expect(weakApp == nil)
  }

  @Test func onAManualClockTheRequestsTimePassesOnlyWithWait() async {
    let clock = ManualClock()
    let app = LoginApp(client: SlowClient(clock: clock, latency: .seconds(2)))
    let shell = HeadlessShell(app: app, name: "waiting", clock: clock)
    // However long a line may wait, a request asleep on the manual clock is at rest.
    shell.settle = .seconds(600)
    let transcript = await shell.run(
      bytes: Array(
        """
        login ada
        :wait 1999ms
        :wait 1ms
        :path

        """.utf8))
    #expect(
      transcript.output == """
        [SCREEN] Login
          Who are you?
        [SCREEN] Login
          Logging in…
        [SCREEN] Login
          Logging in…
        [SCREEN] Home
          Hello, Ada.

        """)
    #expect(transcript.errors == "waiting: line 4: this app reads no paths\n")
    #expect(clock.now == ManualClock.Instant(offset: .seconds(2)))
  }

  @Test func workStillRunningAtTheDeadlineIsNamedInTextAndJSON() async {
    let app = LoginApp(client: SlowClient(clock: ContinuousClock(), latency: .seconds(3600)))
    let shell = HeadlessShell(app: app, name: "waiting")
    shell.settle = .milliseconds(20)
    let text = await shell.run(bytes: Array("login ada\n".utf8))
    let place = try? #require(app.runningTasks.first).place
    #expect(
      text.output == """
        [SCREEN] Login
          Who are you?
        [SCREEN] Login
          Logging in…
        still working: LoginApp, started at \(place ?? "?")

        """)
    let json = await shell.run(bytes: Array(":screen\n".utf8), json: true)
    #expect(json.output.contains(#","running":["LoginApp, started at \#(place ?? "?")"]}"#))
    for task in app.runningTasks { task.cancel() }
  }

  @Test func theExplorerGoesPastTheLogin() async {
    let clock = ManualClock()
    let exploration = await FlowExplorer(depth: 3, clock: clock) { _ in
      LoginApp(client: SlowClient(clock: clock, latency: .seconds(2)))
    }.explore()
    #expect(exploration.violations == [])
    #expect(
      exploration.map.places.map { "\($0.screen) \($0.script)" } == [
        "Login []", #"Login ["login ada"]"#, #"Home ["login ada", ":wait 2000ms"]"#,
      ])
  }
}
