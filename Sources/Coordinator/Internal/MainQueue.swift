import Dispatch

/// Whether code runs on the main queue, where the main actor runs, without stopping when not.
///
/// A coordinator's `deinit` is not isolated: it asks this before it ends, on the main actor,
/// the flows it releases. The main actor's executor is the main dispatch queue (on Linux too,
/// though a test runner may drain that queue from a thread other than the process's first).
enum MainQueue {
  /// Whether the current code runs on the main queue.
  static var isCurrent: Bool { DispatchQueue.getSpecific(key: Mark.shared.key) == true }

  /// The key, set on the main queue the first time it is read; no other code sets it.
  private final class Mark: @unchecked Sendable {
    static let shared = Mark()
    // Immutable once made; `DispatchSpecificKey` is not `Sendable` on every platform.
    let key = DispatchSpecificKey<Bool>()

    private init() {
      DispatchQueue.main.setSpecific(key: key, value: true)
    }
  }
}
