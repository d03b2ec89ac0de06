/// Where the result of a child flow goes, a callback or an awaiting task: told exactly once.
///
/// The flow holds it until it ends and tells it then. Since a coordinator's release ends the
/// children it releases, a flow is not freed before it ended; should one be all the same, this
/// tells "nothing" as it goes, so that no task waits forever.
final class ResultReceiver<Value: Sendable> {
  private enum Destination {
    case callback(@MainActor (Value?) -> Void)
    case task(CheckedContinuation<Value?, Never>)
  }

  private var destination: Destination?

  init(callback: @escaping @MainActor (Value?) -> Void) {
    destination = .callback(callback)
  }

  init(_ continuation: CheckedContinuation<Value?, Never>) {
    destination = .task(continuation)
  }

  /// Tells `value`, or "nothing" for `nil`; only the first call tells anything.
  @MainActor func deliver(_ value: Value?) {
    guard let destination else { return }
    self.destination = nil
    switch destination {
    case .callback(let callback): callback(value)
    case .task(let continuation): continuation.resume(returning: value)
    }
  }

  deinit {
    switch destination {
    case nil: break
    case .task(let continuation): continuation.resume(returning: nil)
    case .callback(let callback):
      Task { @MainActor in callback(nil) }
    }
  }
}
