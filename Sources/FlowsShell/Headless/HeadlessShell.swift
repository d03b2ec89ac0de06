public import Coordinator

/// An app run in-process, one line at a time as the shell runs it, for tests, benchmarks,
/// fuzzers and tools.
///
/// Give it an app whose router keeps no journal and whose files stay in memory, and a
/// session can run for millions of lines. With ``isTrackingReleases`` on, every coordinator
/// in the tree, and the view model of the top screen (a stored property named `viewModel`),
/// is remembered weakly, and ``liveTrackedObjects`` says how many of them are still alive:
/// a flow that ended must not be among them.
@MainActor
public final class HeadlessShell<App: ShellApp> {
  /// The app the lines run on.
  public let app: App
  private let dispatcher: ShellDispatcher
  private let work: WorkAtRest
  private let name: String
  private var tracked: [ObjectIdentifier: Weak] = [:]
  private var linesSinceCompaction = 0

  private struct Weak {
    weak var object: AnyObject?
  }

  /// Whether each line's coordinators and view model are remembered to check their release.
  public var isTrackingReleases = false

  /// How long each line waits for the app's work to come to rest; ten minutes by default, far
  /// longer than the shell's 5 seconds. Unlike `--settle`, it counts only the time in which the
  /// main actor and the task pool were free (a test on a busy machine shares them with every
  /// other test), up to ten times itself; work that waits on something that never answers
  /// should be given a shorter one.
  public var settle: Duration = .seconds(600)

  /// Runs lines on `app`, which it starts if its root coordinator is still idle; messages on
  /// stderr start with `name`.
  ///
  /// - Parameters:
  ///   - app: The app the lines run on.
  ///   - name: The program's name, which starts every message on stderr.
  ///   - clock: The manual clock the app sleeps on, if it was given one: its sleeping tasks
  ///     are then at rest, and `:wait` moves it. With none, `:wait` waits in real time.
  public init(app: App, name: String, clock: ManualClock? = nil) {
    app.startIfIdle()
    self.app = app
    self.name = name
    dispatcher = ShellDispatcher(app: app)
    work = WorkAtRest(root: app.rootCoordinator, clock: clock)
  }

  /// Runs one input line, a screen action or a shell command, and lets the app's work come to
  /// rest, as the shell does; returns whether it was accepted.
  @discardableResult
  public func run(_ line: String) async -> Bool {
    var outcome = dispatcher.run(line)
    _ = await work.settle(waiting: outcome.wait, within: settle)
    dispatcher.noteRest(in: &outcome)
    if isTrackingReleases {
      track()
    }
    return outcome.verdict == .accepted
  }

  /// Runs `bytes` as the shell runs a script on its standard input, and returns what it printed.
  ///
  /// The bytes go through the shell's own line reader: lines end at LF or
  /// CRLF, blank and comment lines are skipped, and a line that is too long,
  /// holds a NUL byte or is not UTF-8 is rejected. Each other line is parsed,
  /// run and rendered as the shell does, as text or, with `json`, as one
  /// object per line, until the input ends or `:quit`. The script starts
  /// where the session is and leaves the app where it ends; tracked objects
  /// are remembered once, at its end. After each line the app's work comes to rest. This is the entry point for fuzzers
  /// and tools that start from raw input rather than from lines.
  ///
  /// ```swift
  /// let transcript = await HeadlessShell(app: app, name: "notes").run(bytes: Array("next\n".utf8))
  /// // transcript.status == 0: every line was accepted
  /// ```
  @discardableResult
  public func run(bytes: some Sequence<UInt8>, json: Bool = false) async -> HeadlessTranscript {
    let output = CapturedOutput()
    let errors = CapturedOutput()
    let shell = Shell(
      dispatcher: dispatcher, work: work, reader: LineReader(source: MemorySource(bytes)),
      output: output, errors: errors,
      configuration: Shell.Configuration(name: name, json: json, settle: settle))
    let summary = await shell.run()
    if isTrackingReleases {
      track()
    }
    return HeadlessTranscript(
      output: output.text, errors: errors.text, status: summary.exitStatus.rawValue)
  }

  /// The current path, such as `/main/game`; `nil` when the app shows none.
  public var path: String? { app.currentPath?.description }

  /// The name of the screen on top.
  public var screen: String? { dispatcher.router.topScreen?.screenName }

  /// The number of coordinators in the tree, the app's root included.
  public var coordinatorCount: Int { CoordinatorTree(app.rootCoordinator).count }

  /// How many of the tracked coordinators and view models are alive now.
  public var liveTrackedObjects: Int {
    tracked.values.reduce(0) { $0 + ($1.object == nil ? 0 : 1) }
  }

  private func track() {
    var pending: [any FlowCoordinator] = [app.rootCoordinator]
    while let node = pending.popLast() {
      remember(node)
      pending.append(contentsOf: node.childCoordinators)
    }
    if let screen = dispatcher.router.topScreen,
      let viewModel = Mirror(reflecting: screen).descendant("viewModel") as AnyObject?
    {
      remember(viewModel)
    }
    // Forget the released now and then, so that a long session's memory stays flat.
    linesSinceCompaction += 1
    if linesSinceCompaction >= 4_096 {
      tracked = tracked.filter { $0.value.object != nil }
      linesSinceCompaction = 0
    }
  }

  private func remember(_ object: AnyObject) {
    // A released object's address may be reused: the entry is then replaced, not kept.
    let id = ObjectIdentifier(object)
    if tracked[id]?.object !== object {
      tracked[id] = Weak(object: object)
    }
  }
}
