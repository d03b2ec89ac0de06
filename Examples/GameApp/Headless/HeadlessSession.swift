import Coordinator
public import FlowsShell

/// The game app run in-process, one line at a time as `flows` runs it, for benchmarks,
/// fuzzers and tools: a ``HeadlessShell`` over the app, which stays internal to the example.
///
/// Settings live in memory only and the router keeps no journal, so a session can run for
/// millions of lines. The app runs on a test clock (`flows --clock test`): `:wait` lets its
/// time pass at once, so that no script, however it was made, waits in real time.
@MainActor
public final class HeadlessSession {
  private let shell: HeadlessShell<AppCoordinator>

  /// Starts the app on Login with randomness from `seed` and `otpCode` as the code it "sends".
  public init(seed: UInt64 = 1, otpCode: String = "123456") {
    let clock = ManualClock()
    let app = AppCoordinator(
      router: StackRouter(isJournaling: false),
      environment: AppEnvironment(
        random: SeededRandom(seed: seed), otpCode: otpCode, clock: clock))
    app.start()
    shell = HeadlessShell(app: app, name: "flows", clock: clock)
  }

  /// The app, for the example's own tests.
  var app: AppCoordinator { shell.app }

  /// Every place of the app within `depth` lines of Login, explored from fresh apps made as
  /// this session's is, each checked (`flows --explore`).
  public static func explore(depth: Int, seed: UInt64 = 1) async -> Exploration {
    await FlowExplorer(depth: depth) { _ in
      AppCoordinator(
        router: StackRouter(isJournaling: false),
        environment: AppEnvironment(random: SeededRandom(seed: seed)))
    }.explore()
  }

  /// Whether each line's coordinators and view model are remembered to check their release.
  public var isTrackingReleases: Bool {
    get { shell.isTrackingReleases }
    set { shell.isTrackingReleases = newValue }
  }

  /// Runs one input line and lets the app's work come to rest; returns whether it was
  /// accepted.
  @discardableResult
  public func run(_ line: String) async -> Bool { await shell.run(line) }

  /// Runs `bytes` as `flows` runs a script on its standard input; see
  /// ``HeadlessShell/run(bytes:json:)``.
  ///
  /// ```swift
  /// let transcript = await HeadlessSession(seed: 7).run(bytes: Array("login Ada\n:path\n".utf8))
  /// // transcript.status == 0; transcript.output ends with "/login/otp\n"
  /// ```
  @discardableResult
  public func run(bytes: some Sequence<UInt8>, json: Bool = false) async -> HeadlessTranscript {
    await shell.run(bytes: bytes, json: json)
  }

  /// The current path, such as `/main/game`.
  public var path: String? { shell.path }

  /// The name of the screen on top.
  public var screen: String? { shell.screen }

  /// The secret number of the game on screen, known through the injected randomness.
  public var gameSecret: Int? {
    // Cast from the router's screen straight to the class: no lookup of a protocol conformance.
    (shell.app.router.topScreen as? GameScreen)?.viewModel.secret
  }

  /// The number of coordinators in the tree, the app's root included.
  public var coordinatorCount: Int { shell.coordinatorCount }

  /// How many of the tracked coordinators and view models are alive now.
  public var liveTrackedObjects: Int { shell.liveTrackedObjects }
}
