extension PathNavigator {
  /// A guard that refused a link, with the name of what it guards and its reason.
  struct Refusal {
    let guardian: any LeaveGuard
    let name: String
    let reason: String
  }

  /// The first refusal among what `steps` pop, in the order they pop: each popped item's
  /// target that is a ``LeaveGuard`` and, for a flow, its descendants that are.
  ///
  /// A link pops nested flows deepest first, and each flow's subtree holds the ones popped
  /// before it: a coordinator already asked, with its subtree, is not walked again, so that
  /// the walks together read each popped flow once and a link costs its length, not its
  /// square.
  static func refusal(of steps: [NavigationSchedule.Step]) -> Refusal? {
    var asked: Set<ObjectIdentifier> = []
    for step in steps where !step.isPush {
      for candidate in guarded(by: step.item.target, skipping: &asked) {
        if case .stay(let reason) = candidate.leaveDecision(for: .link) {
          return Refusal(guardian: candidate, name: name(of: candidate), reason: reason)
        }
      }
    }
    return nil
  }

  /// `target` and, when it is a flow, its descendants, parents before children: those that
  /// guard. A flow in `asked` is skipped with its subtree; each flow walked is added to it.
  private static func guarded(
    by target: AnyObject, skipping asked: inout Set<ObjectIdentifier>
  ) -> [any LeaveGuard] {
    guard let flow = target as? any FlowCoordinator else {
      return (target as? any LeaveGuard).map { [$0] } ?? []
    }
    var guards: [any LeaveGuard] = []
    var pending: [any FlowCoordinator] = [flow]
    var next = 0
    while next < pending.count {
      let node = pending[next]
      next += 1
      guard asked.insert(ObjectIdentifier(node)).inserted else { continue }
      if let guardian = node as? any LeaveGuard {
        guards.append(guardian)
      }
      pending.append(contentsOf: node.childCoordinators)
    }
    return guards
  }

  /// The name a refusal gives: a flow's or a screen's as trees show them.
  private static func name(of guardian: any LeaveGuard) -> String {
    if let flow = guardian as? any FlowCoordinator { return flow.name }
    if let screen = guardian as? any Presentable { return screen.screenName }
    return String(describing: type(of: guardian))
  }
}
