import Foundation

/// What `work` returns, run on the main actor to its end from a fuzzer's entry point.
///
/// libFuzzer calls its entry point on the main thread, outside any main-queue block, and a
/// session's lines are async, since each lets the app's work come to rest: the harness turns
/// the main run loop, which drains the main queue where the work runs, until it is done. The
/// harness does this, not the app.
@MainActor
public func runToEnd<Value>(_ work: @escaping @MainActor () async -> Value) -> Value {
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
