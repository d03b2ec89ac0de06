/// Lets an app's work run until it is at rest: every task its flows started has returned, or
/// sleeps on its `ManualClock`. The shell waits for it after each line, the explorer after
/// each move and the tester after each step.
///
/// It sees the tasks of every flow in the tree from the root it is given, those running when
/// it is made and those started later. A task that waits on anything else — a live clock, a
/// request — is waited for until it returns or the deadline passes; it is then named as still
/// running. A task that awaits a flow — a dialog's answer, a child's result — waits on a
/// person, and is at rest too. Waiting holds no thread: the work runs on the main actor
/// meanwhile.
@MainActor
package final class WorkAtRest {
  /// The clock the app sleeps on when it is a manual one; `nil` for a live clock, on which a
  /// sleeping task wakes by itself and is waited for.
  package let clock: ManualClock?
  /// How the deadlines of the waits count time.
  private let deadlineKind: RestDeadline.Kind
  /// The tasks seen that had not returned when last looked at, in start order.
  private var tasks: [FlowTask] = []
  /// The tasks not to wait for, which `ignore(_:)` names.
  private var ignored: Set<ObjectIdentifier> = []
  /// Cancelled once this is released, or dropped with the root; set only in `init`.
  nonisolated(unsafe) private var observation: FlowTaskObservation?
  /// Set once, in `init`; read again only by `deinit`.
  nonisolated(unsafe) private var clockObserver: Int?
  /// The waits in progress, each resumed by the next thing that may end it.
  private var waiters: [CheckedContinuation<Void, Never>] = []
  /// How many tasks outside the flows the waits wait for too have not returned, such as those
  /// a test tracks; `nil` for none. Call ``recheck()`` when one returns.
  ///
  /// Such a task cannot be told apart from another that sleeps on the manual clock: they are
  /// at rest while at least as many tasks that are not a flow's sleep on it.
  package var outsideTasks: (@MainActor () -> Int)?

  /// Watches the tasks of `root` and every flow below it but `ignored`; the deadlines of its
  /// waits count time as `deadlines` says (lenient, for tests and tools, unless told).
  package init(
    root: any FlowCoordinator, clock: ManualClock?, deadlines: RestDeadline.Kind = .lenient,
    ignoring ignored: [FlowTask] = []
  ) {
    self.clock = clock
    self.deadlineKind = deadlines
    self.ignored = Set(ignored.map(ObjectIdentifier.init))
    var pending: [any FlowCoordinator] = [root]
    while let flow = pending.popLast() {
      if let flow = flow as? BaseCoordinator {
        for task in flow.runningTasks { watch(task) }
      }
      pending.append(contentsOf: flow.childCoordinators.reversed())
    }
    observation = (root as? BaseCoordinator)?.observeTasks { [weak self] task in
      self?.watch(task)
    }
    clockObserver = clock?.whenSleeping { [weak self] in
      Task { @MainActor in self?.wake() }
    }
  }

  // Not an isolated deinit: its back-deployed form, before iOS 18.4 and macOS 15.4, has been
  // seen to abort.
  deinit {
    if let clockObserver { clock?.stopTelling(clockObserver) }
    if let observation {
      Task { @MainActor in observation.cancel() }
    }
  }

  /// The tasks that have not returned, do not await a flow and do not sleep on the manual
  /// clock, in start order.
  package var running: [FlowTask] {
    tasks.removeAll(where: \.isDone)
    return tasks.filter { !$0.awaitsFlow && !(clock?.isAsleep($0) ?? false) }
  }

  /// The tasks that have not returned and sleep on the manual clock, in start order.
  package var asleep: [FlowTask] {
    guard let clock else { return [] }
    return tasks.filter { !$0.isDone && clock.isAsleep($0) }
  }

  /// Lets `duration` pass on the app's clock when it is given, then lets the work run until
  /// it is at rest or `limit` has passed; returns the tasks still running then, in start order.
  /// With no task running and nothing to wait for it returns at once.
  ///
  /// On a manual clock time passes at once, from one sleeper's deadline to the next, the work
  /// coming to rest at each, so that a task that sleeps twice within `duration` wakes twice;
  /// sleepers due at the same moment wake one at a time, in the order they fell asleep.
  /// On a live clock it is a real wait, after which `limit` begins; on a manual one `limit` is
  /// for the whole wait.
  package func settle(waiting duration: Duration? = nil, within limit: Duration) async
    -> [FlowTask]
  {
    if let duration, clock == nil {
      try? await Task.sleep(for: duration)
    }
    guard (duration != nil && clock != nil) || !running.isEmpty || !outsideAtRest else {
      return []
    }
    let deadline = RestDeadline(limit: limit, kind: deadlineKind) { [weak self] in self?.wake() }
    defer { deadline.cancel() }
    guard let duration, let clock else { return await settle(until: deadline) }
    let target = clock.now.advanced(by: duration)
    var still = await settle(until: deadline)
    // One sleeper at a time, in deadline order and then the order they fell asleep, so that
    // tasks due at the same moment run in the same order on every run.
    while clock.wakeEarliest(notAfter: target) {
      still = await settle(until: deadline)
    }
    clock.move(to: target)
    return still
  }

  private func settle(until deadline: RestDeadline) async -> [FlowTask] {
    while true {
      let still = running
      guard !still.isEmpty || !outsideAtRest, !deadline.hasPassed else { return still }
      await withCheckedContinuation { waiters.append($0) }
    }
  }

  /// Stops waiting for `task`, now and whenever it is seen again: work as long as its flow,
  /// which a test said not to wait for.
  package func ignore(_ task: FlowTask) {
    ignored.insert(ObjectIdentifier(task))
    tasks.removeAll { $0 === task }
  }

  private func watch(_ task: FlowTask) {
    guard !task.isDone, !ignored.contains(ObjectIdentifier(task)),
      !tasks.contains(where: { $0 === task })
    else { return }
    tasks.append(task)
    task.onChange { [weak self] in self?.wake() }
  }

  /// Whether every task outside the flows that the waits wait for has returned, or may sleep
  /// on the manual clock.
  private var outsideAtRest: Bool {
    guard let pending = outsideTasks?(), pending > 0 else { return true }
    return pending <= clock?.sleepersOutsideFlows ?? 0
  }

  /// Looks again at whether the work is at rest: a task outside the flows returned.
  package func recheck() {
    wake()
  }

  /// Something that may end the wait happened: a task returned, fell asleep or began to await a
  /// flow, or the deadline passed.
  private func wake() {
    let waiters = waiters
    self.waiters = []
    for waiter in waiters { waiter.resume() }
  }
}
