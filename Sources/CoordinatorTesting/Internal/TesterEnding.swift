import Foundation

/// Whether a tester's end-of-test checks ran, and where the tester was made: read when the
/// tester is released, which may be on any thread.
final class TesterEnding: @unchecked Sendable {
  /// Where the test made the tester.
  let origin: CallSite
  // `ended` is read and written under `lock` only.
  private let lock = NSLock()
  private var ended = false
  /// The step whose error is leaving the test, if one threw and no step ran since.
  private var thrown: (step: String, site: CallSite, error: String)?

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

  /// Notes that `step`, called at `site`, threw `error`: should the error end the test, the
  /// tester is left unfinished by it, and says so at the step's line.
  func noteThrow(_ error: any Error, in step: String, at site: CallSite) {
    let thrown = (step, site, String(describing: error))
    lock.withLock { self.thrown = thrown }
  }

  /// Notes that a step began: an error an earlier step threw was caught by the test.
  func noteStep() {
    lock.withLock { thrown = nil }
  }

  /// Notes that the test's body threw, so the checks will not run: they would only add noise
  /// to a test that failed already. An error a step threw is reported at that step's line
  /// too, since the test framework reports it at the test's.
  func endByThrow() {
    if !end() { reportThrowThatEndedTheTest() }
  }

  /// Reports, at its step's line, an error a step threw when the test ended before its checks
  /// ran: most often that error ended it, and the framework reports it at the test's own line
  /// only. Returns whether there was one.
  @discardableResult
  func reportThrowThatEndedTheTest() -> Bool {
    guard let thrown = lock.withLock({ self.thrown }) else { return false }
    recordFailure(
      "\(thrown.step.prefix(1).uppercased() + thrown.step.dropFirst()) threw \(thrown.error), "
        + "and the test ended before its end-of-test checks ran",
      at: thrown.site)
    return true
  }

  /// Fails the test when its checks never ran: at the line of the step whose error ended it,
  /// or else at the place the tester was made.
  func reportIfNeverEnded() {
    guard !end(), !reportThrowThatEndedTheTest() else { return }
    recordFailure(
      "This FlowTester was released without finish(): its end-of-test checks (leaks, events "
        + "not asserted, tasks still running) never ran; end the test with `tester.finish()`, "
        + "or use `FlowTester.run`",
      at: origin)
  }
}
