// How ``PathNavigator`` plans a change: the new path resolved against the current one, the
// guards of what it would pop asked, and the pops and pushes between the two put in its
// schedule.

extension PathNavigator {
  /// Resolves `path` against the current one and plans its moves, unless a ``LeaveGuard`` of
  /// what it would pop refuses: then that guard's ``LeaveGuard/leaveRefused(_:)`` runs.
  ///
  /// Throws before it changes anything.
  func start(_ path: FlowPath) throws(PathError) {
    guard let steps = try steps(toward: path) else { return }
    if let refusal = Self.refusal(of: steps) {
      refusal.guardian.leaveRefused(.link)
      throw .leaveRefused(refusal.name, reason: refusal.reason)
    }
    schedule.plan(steps)
  }

  /// The moves from the current path to `path`, or `nil` when it is the current path.
  ///
  /// Throws ``PathError/rootReleased`` for any path once the root is gone, `/` too.
  func steps(toward path: FlowPath) throws(PathError) -> [NavigationSchedule.Step]? {
    _ = try liveRoot()
    let current = shown(collecting: true)
    let prefix = current.path.commonPrefixLength(with: path)
    guard prefix < path.count || prefix < current.path.count else { return nil }
    let resolved = try resolve(path, from: prefix, shown: current.items)
    if resolved.first?.selectsTab == true {
      // Another tab: what is shown beyond the prefix stays on its tab when it is a tab, and
      // leaves first when it is not.
      let leaving =
        prefix < current.path.count && current.items[prefix].selectsTab
        ? [] : Array((prefix..<current.path.count).reversed())
      var steps = leaving.map { index in
        NavigationSchedule.Step(
          isPush: false, component: current.path.components[index], item: current.items[index],
          animated: false)
      }
      steps += tabSwitch(to: path, at: prefix, resolved: resolved, after: steps.count)
      return steps
    }
    let animated = current.path.count - prefix + resolved.count == 1
    var steps = (prefix..<current.path.count).reversed().map { index in
      NavigationSchedule.Step(
        isPush: false, component: current.path.components[index], item: current.items[index],
        animated: animated)
    }
    steps += zip(path.components[prefix...], resolved).map { component, item in
      NavigationSchedule.Step(isPush: true, component: component, item: item, animated: animated)
    }
    return steps
  }
}
