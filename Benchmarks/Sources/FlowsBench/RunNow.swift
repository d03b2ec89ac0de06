import Foundation
import SampleGameApp

/// What `work` returns, run on the main actor to its end from the bench's synchronous loops.
///
/// A session's lines are async, since each lets the app's work come to rest; the bench runs on
/// the main thread outside any main-queue block, so its run loop drains the main queue, where
/// the work runs, meanwhile. The harness does this, not the app.
@MainActor
func runNow<Value>(_ work: @escaping @MainActor () async -> Value) -> Value {
  let outcome = Outcome<Value>()
  Task { @MainActor in outcome.value = await work() }
  while outcome.value == nil {
    RunLoop.main.run(until: Date())
  }
  // Set by the task, which the loop waited for.
  return outcome.value!
}

/// A value set once by a task on the main actor.
@MainActor
private final class Outcome<Value> {
  var value: Value?
}

extension HeadlessSession {
  /// Runs one input line as `run(_:)` does, to its rest, from the bench's synchronous loops.
  @discardableResult
  func runNow(_ line: String) -> Bool {
    FlowsBench.runNow { await self.run(line) }
  }
}
