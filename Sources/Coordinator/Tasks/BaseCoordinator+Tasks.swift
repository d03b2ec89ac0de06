// Work that belongs to a flow: started by it, cancelled when it ends, seen by its watchers.

extension BaseCoordinator {
  /// Starts `operation` as a task that belongs to this flow: it is cancelled when the flow
  /// ends, however it ends.
  ///
  /// The flow may finish, its first screen may be taken by the back button or a swipe-down,
  /// its parent may remove it, an ancestor may end or be released, a root swap or a link may
  /// replace it: each cancels the task, right after the flow is marked
  /// ``CoordinatorLifecycle/finished`` and before its ``didEnd()`` runs. Cancellation is
  /// cooperative, as for every task: an `await` that honours it (`Task.sleep`, a cancelled
  /// ``runChild(_:on:animated:)``) returns early, and the work should then stop navigating.
  ///
  /// ```swift
  /// func loginTapped() {
  ///   startTask { [weak self, api] in
  ///     guard let user = try? await api.logIn() else { return }
  ///     self?.showHome(for: user)
  ///   }
  /// }
  /// ```
  ///
  /// Capture the flow weakly, as above: the task holds `operation` until it returns, and a
  /// flow held by its own task stays alive after it ended. A flow that has already finished
  /// starts its task cancelled. `CoordinatorTesting`'s `FlowTester` sees every such task
  /// without the app handing it over, waits for it at the end of a test, and reports one
  /// still running at the step that started it, naming `fileID` and `line`.
  ///
  /// - Parameters:
  ///   - priority: The task's priority, as for `Task.init`.
  ///   - fileID: Where the task was started, for a test's report.
  ///   - line: The line where the task was started.
  ///   - operation: The work, run on the main actor.
  /// - Returns: The task, for a caller that awaits or cancels it itself.
  @discardableResult
  public func startTask(
    priority: TaskPriority? = nil, fileID: StaticString = #fileID, line: UInt = #line,
    _ operation: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    let record = FlowTask(flowName: name, fileID: "\(fileID)", line: line)
    let work = work ?? makeWork()
    // Made and set before it can run: it runs on the main actor, which this call holds.
    let handle = Task(priority: priority) { @MainActor [weak work] in
      // The task's own record, for a manual clock to tell that this task sleeps on it.
      await RunningFlowTask.$current.withValue(record) { await operation() }
      record.markDone()
      work?.remove(record)
    }
    record.handle = handle
    work.add(record, handle)
    if lifecycle == .finished {
      handle.cancel()
    }
    var node: BaseCoordinator? = self
    while let flow = node {
      for entry in flow.work?.observers ?? [] {
        entry.observer(record)
      }
      node = flow.parent as? BaseCoordinator
    }
    return handle
  }

  /// The tasks this flow started with ``startTask(priority:fileID:line:_:)`` that have not
  /// returned, in start order, cancelled ones included.
  public var runningTasks: [FlowTask] { work?.tasks.map(\.record) ?? [] }

  /// Calls `observer` with every task this flow, or a flow below it at the time, starts with
  /// ``startTask(priority:fileID:line:_:)`` from now on, as it starts.
  ///
  /// For a test or a tool that must see the app's work without the app handing it over;
  /// `FlowTester` watches its root this way.
  ///
  /// - Parameter observer: Called on the main actor with each new task.
  /// - Returns: The registration; cancel it when done.
  public func observeTasks(
    _ observer: @escaping @MainActor (FlowTask) -> Void
  ) -> FlowTaskObservation {
    let work = work ?? makeWork()
    let id = work.addObserver(observer)
    return FlowTaskObservation { [weak work] in work?.removeObserver(id) }
  }

  private func makeWork() -> FlowWork {
    let made = FlowWork()
    work = made
    return made
  }
}
