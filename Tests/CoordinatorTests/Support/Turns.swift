/// Lets other main-actor work run, one turn at a time, until `condition` holds or `turns` have
/// passed; whether it holds. A bound in turns, not time: a task that never resumes fails the
/// test that waits for it instead of hanging the run.
@MainActor
func yieldUntil(turns: Int = 1000, _ condition: () -> Bool) async -> Bool {
  for _ in 0..<turns where !condition() {
    await Task.yield()
  }
  return condition()
}

/// What a task that gets a child's result heard, once it has heard it.
@MainActor
final class Heard<Value> {
  private(set) var values: [Value?] = []

  func append(_ value: Value?) { values.append(value) }
}
