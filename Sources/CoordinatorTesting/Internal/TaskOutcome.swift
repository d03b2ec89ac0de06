import Foundation

/// The value a watched task returned, once it has: set off the main actor by the watcher, read
/// by a test that polls it with a deadline.
final class TaskOutcome<Value: Sendable>: @unchecked Sendable {
  // `values` is read and written under `lock` only; one element once the task has returned.
  private let lock = NSLock()
  private var values: [Value] = []

  /// Starts a watcher that keeps `task`'s value here when it returns.
  ///
  /// The watcher runs on the main actor, which a test that waits leaves free, rather than on
  /// the shared pool, which other tests' synchronous work can hold for seconds on a busy run.
  init(watching task: Task<Value, Never>) {
    Task { @MainActor [self] in
      let value = await task.value
      lock.withLock { values = [value] }
    }
  }

  /// The value, once the task has returned.
  var value: Value? { lock.withLock { values.first } }

  /// Whether the task has returned.
  var isDone: Bool { lock.withLock { !values.isEmpty } }
}

/// Waits until `isDone` holds or `deadline` has passed, sleeping a millisecond at a time so that
/// the app's tasks run on the main actor meanwhile; returns whether it holds.
///
/// Once the deadline has passed, what was already waiting for the main actor runs first: on a
/// busy run the main actor can be held past the deadline, and work that was ready all along
/// must not then count as late.
@MainActor
func wait(until deadline: ContinuousClock.Instant, for isDone: () -> Bool) async -> Bool {
  while !isDone() && ContinuousClock.now < deadline {
    do { try await Task.sleep(for: .milliseconds(1)) } catch { break }
  }
  for _ in 0..<100 where !isDone() {
    await Task.yield()
  }
  return isDone()
}
