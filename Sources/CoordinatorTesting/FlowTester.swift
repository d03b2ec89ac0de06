public import Coordinator

/// An exhaustive tester for a coordinator tree and its router: every change must be stated.
///
/// Attach it to the root coordinator and its router (a `StackRouter`, or any router that
/// adopts `InspectableRouter`, such as an app's own), run each user
/// action in ``step(_:fileID:filePath:line:column:_:)-7wi6n``, and after each step state what you
/// expect: the tree, the stack, the router events since the last check, the
/// screen on top, the state each screen declares (`expectState(_:of:_:)`). Any difference fails
/// the test at the line of the expectation, with a line-by-line diff.
///
/// By default the tester is exhaustive: router events and changes of a screen's state not
/// asserted before the next step or ``finish(fileID:filePath:line:column:)`` fail the test, and
/// so does every
/// coordinator that left the tree, or object passed to ``track(_:as:fileID:filePath:line:column:)-(_,String?,_,_,_,_)``,
/// that is still alive at the end. After every step it also checks the
/// router's invariants (`InspectableRouter.validate(tree:)`).
///
/// ```swift
/// @Test @MainActor func playingAGameAndQuitting() throws {
///   let app = AppCoordinator()
///   let tester = FlowTester(root: app, router: app.router)
///   tester.step { app.start() }
///   tester.expectTree("AppCoordinator(MainFlow)")
///   tester.expectEvents(["root #1 Main replaced nothing (not animated)"])
///   try tester.step { try app.tap("play") }
///   tester.expectTree("AppCoordinator(MainFlow(GameFlow))")
///   tester.expectStack("level 0: #1 Main, #2 Game")
///   tester.expectEvents(["pushed #2 Game"])
///   try tester.step { try app.tap("quit") }
///   tester.expectTree("AppCoordinator(MainFlow)")
///   tester.expectEvents(["popped #2 Game"])
///   tester.finish()  // fails if GameFlow is still alive
/// }
/// ```
@MainActor
public final class FlowTester<TestedRouter: InspectableRouter> {
  /// Whether unasserted events fail the test: ``CoordinatorTesting/Exhaustivity``, by its
  /// former name.
  public typealias Exhaustivity = CoordinatorTesting.Exhaustivity

  /// The root of the tree under test.
  public let root: any FlowCoordinator
  /// The router under test.
  public let router: TestedRouter
  /// Whether unasserted events fail the test.
  public var exhaustivity: Exhaustivity
  /// Whether a non-exhaustive tester says which events it dropped, before each step and at
  /// the end: as a warning in a Swift Testing test, a line on standard output under XCTest.
  /// It fails nothing; an exhaustive tester fails on them whatever this says.
  public var reportsSkippedEvents = false
  /// Whether a failing tree, stack or events expectation, written as a literal in the call,
  /// is rewritten in the test's source with what is there, for the test's author to check and
  /// accept, as snapshot testing's record mode; the test still fails. Off unless a test turns
  /// it on: a switch for the whole run would also rewrite the expectations tests get wrong on
  /// purpose (in `withKnownIssue`).
  public var isRecording = false
  /// How long every wait of the tester lasts at most before it fails the test at its line:
  /// the awaited ``finish(timeout:fileID:filePath:line:column:)`` and
  /// ``value(of:within:fileID:filePath:line:column:)``, unless a call gives its own. One second
  /// unless a test sets it; the awaited ``expectEvents(_:within:fileID:filePath:line:column:)``
  /// takes its deadline in each call (`within: tester.timeout`). An awaited step lets the work
  /// come to rest for as long, counting only time the work could run (see `step`).
  public var timeout: Duration = .seconds(1)

  /// The manual clock the flows under test sleep on, if the test gave them one: a task asleep
  /// on it is at rest after a step, and ``advance(by:fileID:filePath:line:column:)`` moves it.
  public var clock: ManualClock? {
    didSet { work = makeWork() }
  }
  /// The app's work, let come to rest after each awaited step.
  var work: WorkAtRest

  var unasserted: [RouterEvent] = []
  private var observation: RouterObservation?
  let leaks = LeakTracker()
  /// The state each screen declares, as the test last stated it.
  let states = ScreenStates()
  /// The tasks passed to `track(_:as:…)`, which must be done by the end.
  var trackedTasks: [TrackedTask] = []
  /// The tasks the flows under test started with `startTask`, seen as they started, each with
  /// the step that was running then.
  var flowTasks: [SeenFlowTask] = []
  var taskObservation: FlowTaskObservation?
  /// Cancels each task the test said not to wait for (`skipRunningTasks()`), at the end.
  var skippedTasks: [() -> Void] = []
  /// The flows' tasks among them, which the work's rest does not wait for either.
  var skippedFlowTasks: [FlowTask] = []
  private var members: [ObjectIdentifier: (name: String, coordinator: Weak)] = [:]
  private var stepCount = 0
  /// The step running now, and the last one that ended: when a flow left the tree.
  private(set) var currentStep: String?
  /// Where the step running now was called.
  private(set) var currentStepSite: CallSite?
  private(set) var lastStep: String?
  private(set) var lastStepSite: CallSite?
  /// Whether the end-of-test checks ran; a tester released before they did fails the test.
  let ending: TesterEnding

  private struct Weak {
    weak var object: (any FlowCoordinator)?
  }

  /// Attaches a tester to `root` and `router`; only events from now on are seen.
  ///
  /// End the test with ``finish(fileID:filePath:line:column:)``: a tester released without
  /// it fails the test at the place it was made, since its end-of-test checks never ran.
  public init(
    root: any FlowCoordinator, router: TestedRouter, exhaustivity: Exhaustivity = .exhaustive,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    ending = TesterEnding(
      origin: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    self.root = root
    self.router = router
    self.exhaustivity = exhaustivity
    work = WorkAtRest(root: root, clock: nil)
    observation = router.observe { [weak self] event in
      guard let self else { return }
      unasserted.append(event)
      states.note(self.router)
      watchTree()
    }
    states.note(router)
    watchTree()
    watchTasks()
    work = makeWork()
  }

  deinit {
    ending.reportIfNeverEnded()
  }

  // MARK: - Steps

  /// Runs one user action, after checking that every earlier event was asserted.
  ///
  /// After the action the router's invariants are checked and every
  /// coordinator that left the tree is tracked as a leak candidate.
  @discardableResult @_disfavoredOverload
  public func step<Result>(
    _ name: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ action: () throws -> Result
  ) rethrows -> Result {
    let step = beginStep(
      name, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    defer { endStep(step) }
    do {
      return try action()
    } catch {
      ending.noteThrow(error, in: step.name, at: step.site)
      throw error
    }
  }

  /// Starts step `name`: reports the events left unasserted before it, and notes the tree.
  func beginStep(_ name: String?, at site: CallSite) -> (name: String, site: CallSite) {
    stepCount += 1
    let label = name ?? "step \(stepCount)"
    reportUnasserted(before: label, at: site)
    reportUnassertedStates(before: label, at: site)
    ending.noteStep()
    watchTree()
    currentStep = label
    currentStepSite = site
    return (label, site)
  }

  /// Ends `step`: notes the coordinators that left the tree, and checks the invariants.
  func endStep(_ step: (name: String, site: CallSite)) {
    watchTree()
    currentStep = nil
    currentStepSite = nil
    lastStep = step.name
    lastStepSite = step.site
    expectInvariants(after: step.name, at: step.site)
  }

  /// Expects `object` to be released by the time ``finish(fileID:filePath:line:column:)`` runs.
  public func track(
    _ object: AnyObject, as label: String? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    leaks.track(
      object, as: label,
      origin: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Ends the test: fails on unasserted events and transitions still in flight (when
  /// exhaustive), leaks and broken invariants.
  ///
  /// A flow's task still running fails it too, unless it was cancelled already — its flow
  /// ended — and has yet to return: it returns once the test yields the main actor, and should
  /// it navigate then, the test fails here.
  ///
  /// Call it last, once the test holds no strong reference to a flow it expects gone;
  /// without it, the end-of-test checks do not run.
  public func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    finish(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The end-of-test checks, failing at `site`; `waited` is how long the awaited finish waited
  /// for the tasks, `nil` for the synchronous finish, which cannot.
  func finish(at site: CallSite, waited: Duration? = nil) {
    guard !ending.end() else { return }
    // A task done on another thread is marked so by a watcher of its own; it is given a moment.
    if waited == nil {
      TrackedTask.waitBriefly(for: trackedTasks)
    }
    let advice =
      waited.map {
        "; it did not return within \($0): it waits for something the test never gave it "
          + "(answer it in a step, or end its flow; for work as long as its flow, "
          + "`tester.skipRunningTasks()`), or raise `tester.timeout`"
      }
      ?? "; await what it does (`await tester.expectEvents(_:within:)`) or end the test with "
      + "`await tester.finish()`, which waits for it"
    for task in trackedTasks where !task.isDone {
      recordFailure(
        "\(task.label.prefix(1).uppercased() + task.label.dropFirst()), tracked at "
          + "\(task.origin.shortDescription), is still running at the end" + advice,
        at: site)
      // So that it navigates no more, should it heed it.
      task.cancel()
    }
    reportRunningFlowTasks(advice: advice, sparingCancelled: waited == nil, at: site)
    cancelSkippedTasks()
    if exhaustivity == .exhaustive && router.isTransitionInFlight {
      let queued = router.queuedCallCount
      recordFailure(
        "A transition is still in flight at the end, with \(queued) call"
          + "\(queued == 1 ? "" : "s") queued behind it; complete it before finishing",
        at: site)
    }
    reportUnasserted(before: "the end", at: site)
    reportUnassertedStates(before: "the end", at: site)
    watchTree()
    observation?.cancel()
    observation = nil
    watchAfterEnd(at: site)
    leaks.expectReleased(at: site)
    expectInvariants(after: "the last step", at: site)
  }

  // MARK: - Private

  private func expectInvariants(after moment: String, at site: CallSite) {
    // Checked during transitions too: a finished flow's screens that wait for a queued pop
    // are marked leaving, and count as no violation.
    let violations = router.violations(in: root)
    guard !violations.isEmpty else { return }
    recordFailure(
      "Invariants broken after \(moment):\n"
        + violations.map { "  \($0)" }.joined(separator: "\n"),
      at: site)
  }

  /// Notes the coordinators now in the tree; those that left since the last look must be released.
  private func watchTree() {
    var current: [ObjectIdentifier: (name: String, coordinator: Weak)] = [:]
    var pending: [any FlowCoordinator] = [root]
    while let node = pending.popLast() {
      current[ObjectIdentifier(node)] = (node.name, Weak(object: node))
      pending.append(contentsOf: node.childCoordinators)
    }
    // The step with the line that called it, so that a leak points at it.
    let site =
      (currentStep != nil ? currentStepSite : lastStepSite)
      .map { " (\($0.shortDescription))" } ?? ""
    let moment =
      currentStep.map { "in \($0)\(site)" } ?? lastStep.map { "after \($0)\(site)" }
      ?? "before the first step"
    for (id, member) in members where current[id] == nil {
      if let coordinator = member.coordinator.object {
        leaks.track(
          coordinator, as: "\(member.name), which left the tree \(moment),", origin: nil,
          hint: "(if a variable of the test holds it, set it to nil before finish() or use "
            + "FlowTester.run)")
      }
    }
    members = current
  }
}
