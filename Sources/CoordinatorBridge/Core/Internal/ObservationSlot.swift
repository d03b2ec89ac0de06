import Coordinator

/// A router observation for an observer that may be released first: the handler holds the
/// observer weakly and this slot strongly, and cancels the observation at the first event
/// after the observer is gone, since a `deinit` does not run on the main actor (before Swift
/// 6.2's isolated `deinit`, which this package's tools version does not require).
@MainActor
final class ObservationSlot {
  var observation: RouterObservation?

  func cancel() {
    observation?.cancel()
    observation = nil
  }
}
