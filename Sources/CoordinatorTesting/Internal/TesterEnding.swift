import Foundation

/// Whether a tester's end-of-test checks ran, and where the tester was made: read when the
/// tester is released, which may be on any thread.
final class TesterEnding: @unchecked Sendable {
  /// Where the test made the tester.
  let origin: CallSite
  // `ended` is read and written under `lock` only.
  private let lock = NSLock()
  private var ended = false
  private var threw = false

  init(origin: CallSite) {
    self.origin = origin
  }

  /// Notes that the checks ran, or that the test failed before they could (a throwing body
  /// of `FlowTester.run`); returns whether they had already.
  @discardableResult
  func end() -> Bool {
    lock.withLock {
      defer { ended = true }
      return ended
    }
  }

  /// Notes that a step threw: the test fails with that error already, and a tester left
  /// unfinished by it is no news.
  func noteThrow() {
    lock.withLock { threw = true }
  }

  /// Fails the test, at the place the tester was made, when its checks never ran and no step
  /// threw.
  func reportIfNeverEnded() {
    let threw = lock.withLock { self.threw }
    guard !end(), !threw else { return }
    recordFailure(
      "This FlowTester was released without finish(): its end-of-test checks (leaks, events "
        + "not asserted, tasks still running) never ran; end the test with `tester.finish()`, "
        + "or use `FlowTester.run`",
      at: origin)
  }
}
