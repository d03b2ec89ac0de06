extension NavigationRouter {
  /// A guard that refused a link, with the name of what it guards and its reason.
  struct Refusal {
    let guardian: any LeaveGuard
    let name: String
    let reason: String
  }

  /// The first refusal among what `steps` pop, in the order they pop: each popped item's
  /// target that is a ``LeaveGuard`` and, for a flow, its descendants that are.
  static func refusal(of steps: [NavigationSchedule.Step]) -> Refusal? {
    for step in steps where !step.isPush {
      for candidate in guarded(by: step.item.target) {
        if case .stay(let reason) = candidate.leaveDecision(for: .link) {
          return Refusal(guardian: candidate, name: name(of: candidate), reason: reason)
        }
      }
    }
    return nil
  }

  /// `target` and, when it is a flow, its descendants, deepest last: those that guard.
  private static func guarded(by target: AnyObject) -> [any LeaveGuard] {
    guard let flow = target as? any FlowCoordinator else {
      return (target as? any LeaveGuard).map { [$0] } ?? []
    }
    return StackRouter.subtree(of: flow).compactMap { $0 as? any LeaveGuard }
  }

  /// The name a refusal gives: a flow's or a screen's as trees show them.
  private static func name(of guardian: any LeaveGuard) -> String {
    if let flow = guardian as? any FlowCoordinator { return flow.name }
    if let screen = guardian as? any Presentable { return screen.screenName }
    return String(describing: type(of: guardian))
  }
}
