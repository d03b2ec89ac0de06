import Coordinator

// The tasks the flows under test start with `startTask`: seen as they start, without the app
// handing them over, waited for by the awaited finish, and reported while they still run.

extension FlowTester {
  /// Watches the tasks of the flows under the root: those running now, and every one started
  /// from now on, with the step that started it.
  func watchTasks() {
    AfterEndWatch.end(on: router)
    guard let base = root as? BaseCoordinator else { return }
    var pending: [any FlowCoordinator] = [root]
    while let node = pending.popLast() {
      for task in (node as? BaseCoordinator)?.runningTasks ?? [] {
        flowTasks.append(SeenFlowTask(task: task, stepName: nil, stepSite: nil))
      }
      pending.append(contentsOf: node.childCoordinators)
    }
    taskObservation = base.observeTasks { [weak self] task in
      guard let self else { return }
      flowTasks.append(
        SeenFlowTask(task: task, stepName: currentStep, stepSite: currentStepSite))
    }
  }

  /// Whether a task the test tracked, or a flow under test started, has not returned.
  var hasRunningTasks: Bool {
    trackedTasks.contains { !$0.isDone } || flowTasks.contains { !$0.task.isDone }
  }

  /// Fails the test for every flow's task still running, at the step that started it (at
  /// `site` for one started outside every step), then cancels it, so that it navigates no more.
  ///
  /// With `sparingCancelled`, as at a synchronous finish, which cannot wait, a task already
  /// cancelled — its flow ended, or the app stopped it — is not reported: it has been told to
  /// stop, and returns once the test yields the main actor; should it navigate after the end,
  /// the watch of the router fails the test.
  func reportRunningFlowTasks(advice: String, sparingCancelled: Bool, at site: CallSite) {
    taskObservation?.cancel()
    taskObservation = nil
    for seen in flowTasks where !seen.task.isDone && !(sparingCancelled && seen.task.isCancelled) {
      let task = seen.task
      recordFailure(
        "A task of \(task.flowName), started at \(task.place)"
          + (seen.stepName.map { " in \($0)" } ?? "") + ", is still running at the end" + advice,
        at: seen.stepSite ?? site)
      task.cancel()
    }
  }

  /// Keeps watching the router once the test has ended: an event then is work the test never
  /// saw navigating, and fails the test at `site`.
  /// Stops waiting for the tasks running now, as TCA's `skipInFlightEffects` does: work that
  /// lasts as long as its flow, such as a task that listens for changes, which the end of a
  /// test would otherwise wait for and fail on while the flow is still in the tree.
  ///
  /// The tasks running when it is called — those the flows under test started and those passed
  /// to `track` — are neither waited for nor reported at the end, and `finish()` cancels those
  /// still running, as their flows ending would. Tasks started after the call are waited for
  /// and reported as usual.
  ///
  /// ```swift
  /// await tester.step { inbox.refreshTapped() }  // waits for a gate the test never opens
  /// tester.skipRunningTasks()
  /// await tester.finish()  // neither waits for the refresh nor fails on it, and cancels it
  /// ```
  public func skipRunningTasks() {
    for seen in flowTasks where !seen.task.isDone {
      let task = seen.task
      skippedTasks.append { task.cancel() }
      skippedFlowTasks.append(task)
      work.ignore(task)
    }
    for tracked in trackedTasks where !tracked.isDone {
      skippedTasks.append(tracked.cancel)
    }
    flowTasks.removeAll { !$0.task.isDone }
    trackedTasks.removeAll { !$0.isDone }
  }

  /// Cancels the tasks the test said not to wait for, at the end of the test.
  func cancelSkippedTasks() {
    for cancel in skippedTasks { cancel() }
    skippedTasks = []
  }

  func watchAfterEnd(at site: CallSite) {
    AfterEndWatch.start(on: router, at: site)
  }

  /// The work the steps let come to rest: the flows' tasks but those skipped, on ``clock``,
  /// and the tasks the test tracks.
  func makeWork() -> WorkAtRest {
    let work = WorkAtRest(root: root, clock: clock, ignoring: skippedFlowTasks)
    work.outsideTasks = { [weak self] in
      self?.trackedTasks.count { !$0.isDone && !$0.isFlowTask } ?? 0
    }
    return work
  }
}
