/// The work a ``BaseCoordinator`` carries: the tasks it started that have not returned, and
/// whoever watches tasks started in its subtree. Made on the first need, so that a flow that
/// starts no task and is watched by no one carries one empty reference.
///
/// Changed on the main actor only; its handles are also cancelled by the flow's `deinit`,
/// which may run elsewhere, when nothing else references the flow any more.
final class FlowWork {
  /// The tasks started and not yet returned, in start order, with their handles.
  private(set) var tasks: [(record: FlowTask, handle: Task<Void, Never>)] = []
  /// The watchers of tasks started by this flow or one below it, by the number of their
  /// observation.
  private(set) var observers: [(id: Int, observer: @MainActor (FlowTask) -> Void)] = []
  private var nextObserverID = 0

  /// Adds a task that was just started.
  func add(_ record: FlowTask, _ handle: Task<Void, Never>) {
    tasks.append((record, handle))
  }

  /// Forgets `record`, which returned.
  func remove(_ record: FlowTask) {
    tasks.removeAll { $0.record === record }
  }

  /// Cancels every task; they stay listed until they return.
  func cancelAll() {
    for task in tasks {
      task.handle.cancel()
    }
  }

  /// Adds `observer`; returns the number that removes it.
  func addObserver(_ observer: @escaping @MainActor (FlowTask) -> Void) -> Int {
    nextObserverID += 1
    observers.append((nextObserverID, observer))
    return nextObserverID
  }

  /// Removes the observer numbered `id`.
  func removeObserver(_ id: Int) {
    observers.removeAll { $0.id == id }
  }
}
