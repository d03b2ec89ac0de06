/// Where a ``Dialog`` is in its life: not asked yet, waiting for another dialog on its router
/// to be answered, shown, or ended.
public enum DialogPhase: Hashable, Sendable {
  /// Made, not started.
  case notAsked
  /// Started while another dialog is up on its router: shown once every dialog asked before
  /// it has ended.
  case waiting
  /// On its router, waiting for an answer.
  case shown
  /// Answered, or torn down with no answer.
  case ended
}
