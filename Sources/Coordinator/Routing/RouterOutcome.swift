/// What became of a navigation call when it returned: made, waiting behind a transition, or
/// refused.
///
/// A refused call still emits its ``RouterEvent/rejected(_:_:)`` event, which is what a test
/// asserts; the outcome is for the caller, which may ignore it. A call that waits is made or
/// refused when its turn comes, and only the event tells which.
public enum RouterOutcome: Hashable, Sendable {
  /// The call was made.
  case made
  /// The call waits behind the transition in flight and runs, in order, when it ends.
  case queued
  /// The call was refused and changed nothing; a screen it was to show had its `onPop` run.
  case refused(RouterError)

  /// Whether the call was refused.
  public var isRefused: Bool {
    if case .refused = self { true } else { false }
  }
}

/// What a call that shows a screen returns: the entry id the screen was given, and what became
/// of the call.
///
/// The id is given whatever the outcome, in push order, and never reused: a refused screen's id
/// is spent.
public struct EntryOutcome: Hashable, Sendable {
  /// The id of the screen's entry, shown or not.
  public let id: RouterEntry.ID
  /// Whether the screen is shown, waits behind a transition, or was refused.
  public let outcome: RouterOutcome

  /// Creates the outcome of a call that gave `id` to its screen.
  public init(id: RouterEntry.ID, outcome: RouterOutcome) {
    self.id = id
    self.outcome = outcome
  }
}
