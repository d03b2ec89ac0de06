import UIKit

/// Lets the main queue run what was sent to it, as UIKit's run loop does between events: the
/// host's pop after the back button's answer, for one.
@MainActor
func mainQueueRuns() async {
  await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
}

/// Holds the stand-in's animations from now on: what UIKit does at their end (`didShow`, a
/// transaction's completion) waits for `StandInAnimations.finishAnimations()`. Returns the
/// clock to ending them at once, and ends what still runs, when the test ends.
@MainActor
final class HeldAnimations {
  init() { StandInAnimations.finishesAtOnce = false }

  /// Ends every animation, and those their ends start, until none runs.
  func finishAll() {
    while StandInAnimations.pendingCount > 0 {
      StandInAnimations.finishAnimations()
    }
  }

  isolated deinit {
    finishAll()
    StandInAnimations.finishesAtOnce = true
  }
}
