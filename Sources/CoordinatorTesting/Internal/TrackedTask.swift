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

  init<Success, Failure>(_ task: Task<Success, Failure>, label: String, origin: CallSite) {
    self.label = label
    self.origin = origin
    Task.detached { [self] in
      _ = await task.result
      lock.withLock { done = true }
    }
  }

  /// Whether the task has returned or thrown.
  var isDone: Bool { lock.withLock { done } }
}
