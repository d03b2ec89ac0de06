/// Lets an app's work run until it is at rest: every task its flows started has returned, or
/// sleeps on its `ManualClock`. The shell waits for it after each line, the explorer after
/// each move and the tester after each step.
///
/// It sees the tasks of every flow in the tree from the root it is given, those running when
/// it is made and those started later. A task that waits on anything else — a live clock, a
/// request — is waited for until it returns or the deadline passes; it is then named as still
/// running. Waiting holds no thread: the work runs on the main actor meanwhile.
@MainActor
package final class WorkAtRest {
  /// The clock the app sleeps on when it is a manual one; `nil` for a live clock, on which a
  /// sleeping task wakes by itself and is waited for.
  package let clock: ManualClock?
  /// The tasks seen that had not returned when last looked at, in start order.
  private var tasks: [FlowTask] = []
  /// Dropped with the root: its watcher holds this object weakly.
  private var observation: FlowTaskObservation?
  /// Set once, in `init`; read again only by `deinit`.
  nonisolated(unsafe) private var clockObserver: Int?
  /// The waits in progress, each resumed by the next thing that may end it.
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Watches the tasks of `root` and every flow below it.
  package init(root: any FlowCoordinator, clock: ManualClock?) {
    self.clock = clock
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

  deinit {
    if let clockObserver { clock?.stopTelling(clockObserver) }
  }

  /// The tasks that have not returned and do not sleep on the manual clock, in start order.
  package var running: [FlowTask] {
    tasks.removeAll(where: \.isDone)
    guard let clock else { return tasks }
    return tasks.filter { !clock.isAsleep($0) }
  }

  /// The tasks that have not returned and sleep on the manual clock, in start order.
  package var asleep: [FlowTask] {
    guard let clock else { return [] }
    return tasks.filter { !$0.isDone && clock.isAsleep($0) }
  }

  /// Lets the work run until it is at rest or `limit` has passed in real time; returns the
  /// tasks still running then, in start order. With no task running it returns at once.
  package func settle(within limit: Duration) async -> [FlowTask] {
    guard !running.isEmpty else { return [] }
    return await settle(until: ContinuousClock.now.advanced(by: limit))
  }

  /// Lets `duration` pass on the app's clock, then lets the work come to rest; the deadline,
  /// `limit` in real time, is for the whole wait. Returns the tasks still running.
  ///
  /// On a manual clock time passes at once, from one sleeper's deadline to the next, the work
  /// coming to rest at each, so that a task that sleeps twice within `duration` wakes twice.
  /// On a live clock it is a real wait.
  package func wait(_ duration: Duration, within limit: Duration) async -> [FlowTask] {
    guard let clock else {
      try? await Task.sleep(for: duration)
      return await settle(within: limit)
    }
    let deadline = ContinuousClock.now.advanced(by: limit)
    let target = clock.now.advanced(by: duration)
    var still = await settle(until: deadline)
    while let next = clock.nextDeadline(notAfter: target) {
      clock.move(to: next)
      still = await settle(until: deadline)
    }
    clock.move(to: target)
    return still
  }

  private func settle(until deadline: ContinuousClock.Instant) async -> [FlowTask] {
    var timer: Task<Void, Never>?
    defer { timer?.cancel() }
    while true {
      let still = running
      guard !still.isEmpty, ContinuousClock.now < deadline else { return still }
      if timer == nil {
        timer = Task { [weak self] in
          try? await Task.sleep(until: deadline, clock: .continuous)
          self?.wake()
        }
      }
      await withCheckedContinuation { waiters.append($0) }
    }
  }

  private func watch(_ task: FlowTask) {
    guard !task.isDone, !tasks.contains(where: { $0 === task }) else { return }
    tasks.append(task)
    task.onDone { [weak self] in self?.wake() }
  }

  /// Something that may end the wait happened: a task returned or fell asleep, or the deadline.
  private func wake() {
    let waiters = waiters
    self.waiters = []
    for waiter in waiters { waiter.resume() }
  }
}
