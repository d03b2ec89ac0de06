/// Collects the values a test's handlers receive, in the order they arrive.
@MainActor
final class Recorder<Value> {
  private(set) var values: [Value] = []

  func record(_ value: Value) {
    values.append(value)
  }
}
