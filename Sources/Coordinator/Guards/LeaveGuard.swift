/// A screen or a flow that may refuse the platform's moves that would take it off a router.
///
/// A ``StackRouter`` asks before the back button, a completed edge swipe, a swipe-down or a tap
/// on the selected tab takes screens off: each screen that would leave, newest first, and the
/// flow that owns it when the move takes the last of that flow's screens (the flow would end).
/// A ``PathNavigator`` asks before a link pops a key: the key's target, and for a flow, the
/// flows below it; a screen inside a flow guards links through its flow. The first that answers
/// ``LeaveDecision/stay(reason:)`` refuses the move: nothing leaves, and the router reports
/// ``RouterEvent/leaveRefused(_:_:reason:)`` (a link is rejected with
/// ``PathError/leaveRefused(_:reason:)`` instead); then ``leaveRefused(_:)`` is called, where
/// the flow answers the person, such as by opening a ``Dialog``. A screen whose flow has ended
/// is leaving already and is not asked.
///
/// Calls in code are not guarded — a `pop`, a `dismiss`, the `popFlow` of a flow that
/// finished, a root replaced, a flow ended with its ancestor — since they are the app's own
/// decision.
///
/// ```swift
/// extension NoteEditorFlow: LeaveGuard {
///   func leaveDecision(for request: LeaveRequest) -> LeaveDecision {
///     hasUnsavedChanges ? .stay(reason: "unsaved changes") : .leave
///   }
///
///   func leaveRefused(_ request: LeaveRequest) {
///     if request != .link { askToDiscard() }
///   }
/// }
/// ```
@MainActor
public protocol LeaveGuard: AnyObject {
  /// Whether `request` may take this screen, or this flow's screens, off the router now.
  ///
  /// Asked before the move and while checking a link that is not applied
  /// (``PathNavigator/validate(_:)-(FlowPath)``): answer without changing anything.
  func leaveDecision(for request: LeaveRequest) -> LeaveDecision

  /// Called once the move this guard refused was reported; the place to answer the person.
  ///
  /// Router calls made here run after the refusal, in order. Does nothing by default.
  func leaveRefused(_ request: LeaveRequest)
}

extension LeaveGuard {
  /// Does nothing.
  public func leaveRefused(_ request: LeaveRequest) {}
}
