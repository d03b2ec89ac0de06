import Foundation

/// Where the result of a child flow goes, a callback or an awaiting task: told exactly once.
///
/// The flow holds it until it ends and tells it then. Since a coordinator's release ends the
/// children it releases, a flow is not freed before it ended; should one be all the same, this
/// tells "nothing" as it goes, so that no task waits forever.
///
/// Its state is closures, whose layout does not depend on `Value`: reading and clearing them
/// asks the runtime for no generic metadata. An enum of the callback and a
/// `CheckedContinuation<Value?, Never>`, and the flow's own `Value?`, were looked up at every
/// access, some 15 lookups a result (`Benchmarks/NOTES.md`).
final class ResultReceiver<Value: Sendable> {
  /// The parent's callback, until it is told.
  private var callback: (@MainActor (Value?) -> Void)?
  /// Resumes the awaiting task, until it is told.
  private var resume: (@Sendable (Value?) -> Void)?
  /// Called on the main actor as the awaiting task is resumed, before it runs again.
  private var whenTold: (@MainActor () -> Void)?
  /// The value the flow finished with, kept until it is told.
  private var kept: (() -> Value)?

  init(callback: @escaping @MainActor (Value?) -> Void) {
    self.callback = callback
  }

  init(
    _ continuation: CheckedContinuation<Value?, Never>,
    whenTold: @escaping @MainActor () -> Void
  ) {
    resume = { continuation.resume(returning: $0) }
    self.whenTold = whenTold
  }

  /// Keeps `value`, the flow's result, to tell when the flow has ended.
  func keep(_ value: Value) {
    kept = { value }
  }

  /// Tells the kept value, or "nothing" when there is none; only the first call tells anything.
  @MainActor func deliver() {
    let value = kept?()
    kept = nil
    if let callback {
      self.callback = nil
      callback(value)
    } else if let resume {
      self.resume = nil
      resume(value)
      whenTold?()
      whenTold = nil
    }
  }

  deinit {
    if let resume {
      resume(nil)
      // The task runs again: it is no longer at rest, from now on.
      if let whenTold {
        if Thread.isMainThread {
          MainActor.assumeIsolated { whenTold() }
        } else {
          Task { @MainActor in whenTold() }
        }
      }
    } else if let callback {
      Task { @MainActor in callback(nil) }
    }
  }
}
