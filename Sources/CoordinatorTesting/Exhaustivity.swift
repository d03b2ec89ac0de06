/// Whether a ``FlowTester``'s unasserted events and screen states fail the test.
///
/// Its own type rather than one nested in the generic tester, so that it is the same for
/// every router and can be named without one.
public enum Exhaustivity: Hashable, Sendable {
  /// Every router event, and every change of a screen's declared state, must be asserted before
  /// the next step and the end.
  case exhaustive
  /// Unasserted events and state changes are dropped silently at each step; leaks still fail.
  case nonExhaustive
}
