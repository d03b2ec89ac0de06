import Foundation

/// A task a test expects to be done by the end, watched off the main actor so that a task done
/// on another thread is seen as done while the test still holds the main actor.
final class TrackedTask: @unchecked Sendable {
  /// What failures call it.
  let label: String
  /// Where the test tracked it.
  let origin: CallSite
  // `done` is read and written under `lock` only.
  private let lock = NSLock()
  private var done = false
  /// Cancels the task.
  let cancel: @Sendable () -> Void
  /// Whether the task is a flow's (`startTask`'s), which the rest after a step sees as such.
  let isFlowTask: Bool

  /// Watches `task`, calling `onDone`, from any thread, once it has returned or thrown.
  init<Success, Failure>(
    _ task: Task<Success, Failure>, label: String, origin: CallSite, isFlowTask: Bool = false,
    onDone: @escaping @Sendable () -> Void = {}
  ) {
    self.label = label
    self.origin = origin
    self.isFlowTask = isFlowTask
    cancel = { task.cancel() }
    Task.detached { [self] in
      _ = await task.result
      lock.withLock { done = true }
      onDone()
    }
  }

  /// Whether the task has returned or thrown.
  var isDone: Bool { lock.withLock { done } }

  /// Waits up to a tenth of a second for the watchers of `tasks` that are done to say so,
  /// blocking the thread: for the synchronous end of a test, which cannot await.
  static func waitBriefly(for tasks: [TrackedTask]) {
    let deadline = ContinuousClock.now + .milliseconds(100)
    while tasks.contains(where: { !$0.isDone }) && ContinuousClock.now < deadline {
      usleep(1_000)
    }
  }
}
