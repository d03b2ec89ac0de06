/// What a ``LeaveGuard`` answers: the screen may leave, or it stays, and why.
public enum LeaveDecision: Hashable, Sendable {
  /// The move may take the screen off.
  case leave
  /// The move is refused; `reason`, such as `unsaved changes`, is what events and errors say.
  case stay(reason: String)
}
