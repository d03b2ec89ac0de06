public import Coordinator

extension FlowTester {
  /// Runs one user action that awaits, such as a view model's `load()` that fetches and then
  /// navigates, after checking that every earlier event was asserted.
  ///
  /// The same step as the synchronous one once `action` returns: the invariants are checked,
  /// and the coordinators that left the tree during it are tracked as leak candidates. Then
  /// the work the action started — a request, a timer asleep on the tester's ``clock`` — runs
  /// until it is at rest, for at most ``timeout``, counting only the time in which the main
  /// actor and the task pool were free, so that a busy machine does not shorten it. Work still
  /// running then does not fail the step; the end of the test reports it. Work that waits on
  /// what the test gives later (a gate it opens) holds the step that long. In an async test,
  /// `tester.step { … }` is this step even when the action does not await.
  ///
  /// `action` has ``timeout`` to return. One that awaits what only a later step gives it — a
  /// child flow's result whose modal the test has yet to close — fails the test at this line
  /// once the deadline passes and is cancelled, so that an await that honours cancellation
  /// (`runChild(_:on:)` ends the child with nothing) returns and the test goes
  /// on. To await such a result, start the action in a `Task`, close the modal in a later step,
  /// and await the value with ``value(of:within:fileID:filePath:line:column:)``.
  @discardableResult
  public func step<Result, Failure: Error>(
    _ name: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ action: @MainActor () async throws(Failure) -> Result
  ) async throws(Failure) -> Result {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let step = beginStep(name, at: site)
    defer { endStep(step) }
    let timeout = timeout
    let result = await withoutActuallyEscaping(action) { action in
      // The action runs in a task of its own, so that the step can stop waiting for it.
      let outcome = StepOutcome(action)
      let running = Task { @MainActor in await outcome.run() }
      let returnedInTime = await wait(until: ContinuousClock.now + timeout) {
        outcome.result != nil
      }
      if !returnedInTime {
        running.cancel()
        // Reported before the action is awaited again: one that ignores its cancellation
        // still hangs, but the test has said why.
        recordFailure(
          "\(step.name.prefix(1).uppercased() + step.name.dropFirst()) did not return within "
            + "\(timeout): it awaits something the test never gave it (a screen nobody closed, an "
            + "answer nobody sent). It was cancelled; start what it awaits in a `Task`, take the "
            + "step it waits for, and await it with `tester.value(of:)`, or raise `tester.timeout`",
          at: site)
        await running.value
      }
      outcome.release()
      return outcome.result
    }
    // What the action started — a request, a timer's wake-up — runs to rest within the step.
    await rest()
    switch result {
    case .success(let value):
      return value
    case .failure(let error):
      ending.noteThrow(error, in: step.name, at: site)
      throw error
    case nil:
      preconditionFailure("the step returned before its action")
    }
  }

  /// Waits for router events that come after an `await` (a task of the app that loads, then
  /// navigates), then expects exactly these since the last check.
  ///
  /// Returns as soon as as many events as `expected` holds have come, or fails once `timeout`
  /// has passed with fewer, showing what was expected and what came. Events that come later
  /// are left for the next check. Pass `within: tester.timeout` for the tester's own deadline
  /// (`timeout` has no default: without one, the call would be the synchronous check).
  public func expectEvents(
    _ expected: [String], within timeout: Duration, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let deadline = ContinuousClock.now + timeout
    while unasserted.count < expected.count && ContinuousClock.now < deadline {
      // The main actor is free while the test sleeps, so the app's tasks run.
      do { try await Task.sleep(for: .milliseconds(1)) } catch { break }
    }
    guard unasserted.count >= expected.count else {
      let came = EntryIDs.shown(
        whole: unasserted.map(\.description),
        withoutIDs: unasserted.map(\.descriptionWithoutIDs),
        expectationNamesIDs: expected.namesEntryID)
      unasserted = []
      recordFailure(
        "Waited \(timeout) for \(Self.count(expected.count, "router event")); "
          + "\(came.isEmpty ? "none" : "\(came.count)") came (− expected, + actual):\n"
          + LineDiff.render(expected: expected, actual: came),
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
      return
    }
    expectEvents(expected, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Expects `task`, work the app started and handed to the test, to be done by the end:
  /// ``finish(fileID:filePath:line:column:)`` fails while it runs, and the awaited
  /// ``finish(timeout:fileID:filePath:line:column:)`` waits for it first.
  ///
  /// An awaited step and ``advance(by:fileID:filePath:line:column:)`` wait for it too, as for
  /// a flow's task: until it returns, or sleeps on the tester's ``clock``. A task that is not
  /// a flow's cannot be told apart from another asleep on the clock, so the tracked tasks
  /// that run are at rest while as many such tasks sleep on it. One made inside a flow's task
  /// sleeps as that task does, and one that awaits a person (a dialog's answer) is never at
  /// rest: each holds a step for ``timeout``.
  public func track<Success, Failure>(
    _ task: Task<Success, Failure>, as label: String = "a task", fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let handle = task as? Task<Void, Never>
    trackedTasks.append(
      TrackedTask(
        task, label: label,
        origin: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        isFlowTask: handle != nil && flowTasks.contains { $0.task.handle == handle }
      ) { [weak self] in
        Task { @MainActor in self?.work.recheck() }
      })
  }

  /// Ends an async test: waits at most `timeout` (the tester's ``timeout`` unless given) for
  /// the tasks the flows under test started with `startTask`, and those passed to
  /// ``track(_:as:fileID:filePath:line:column:)-(_,String,_,_,_,_)``, to be done, then runs the
  /// end-of-test checks of ``finish(fileID:filePath:line:column:)``.
  ///
  /// A task still running then fails the test, a flow's at the step that started it, and is
  /// cancelled; so do the events the tasks caused that no check asserted: a test that ends
  /// before the app is done fails. After it, an event of the router — work the test never saw
  /// navigating — fails the test here, until another tester attaches to the router.
  public func finish(
    timeout: Duration? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let timeout = timeout ?? self.timeout
    _ = await wait(until: ContinuousClock.now + timeout) { !hasRunningTasks }
    // What the tasks did last on the main actor is delivered once the test yields to it.
    await Task.yield()
    finish(
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      waited: timeout)
  }

  /// Runs `body`, which awaits, with a tester attached to `root` and `router`, then ends the
  /// test with the awaited ``finish(timeout:fileID:filePath:line:column:)``.
  ///
  /// As the synchronous ``run(root:router:exhaustivity:fileID:filePath:line:column:_:)-7t4dj``: the
  /// flows `body` holds in its own constants are released before the leak check.
  @discardableResult
  public static func run<Result>(
    root: any FlowCoordinator, router: TestedRouter, exhaustivity: Exhaustivity = .exhaustive,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ body: (FlowTester) async throws -> Result
  ) async rethrows -> Result {
    let tester = FlowTester(
      root: root, router: router, exhaustivity: exhaustivity, fileID: fileID, filePath: filePath,
      line: line, column: column)
    let result: Result
    do {
      result = try await body(tester)
    } catch {
      tester.ending.endByThrow()
      throw error
    }
    await tester.finish(fileID: fileID, filePath: filePath, line: line, column: column)
    return result
  }

  /// `count` and `noun`, plural past one: `2 router events`.
  static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
