/// An awaited step's action and what it returned or threw, for the task that runs it and the
/// step that waits for that task with a deadline.
@MainActor
final class StepOutcome<Value, Failure: Error> {
  /// The action, until it has run and ``release()`` let it go.
  private var action: (@MainActor () async throws(Failure) -> Value)?
  /// `nil` until the action has returned or thrown.
  private(set) var result: Result<Value, Failure>?

  init(_ action: @escaping @MainActor () async throws(Failure) -> Value) {
    self.action = action
  }

  /// Runs the action and keeps what it returned or threw.
  func run() async {
    guard let action else { return }
    do throws(Failure) {
      result = .success(try await action())
    } catch {
      result = .failure(error)
    }
  }

  /// Lets the action go: a closure that only seems to escape must be released before the step
  /// returns.
  func release() {
    action = nil
  }
}
