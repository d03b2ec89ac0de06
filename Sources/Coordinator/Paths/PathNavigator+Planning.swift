// How ``PathNavigator`` plans a change: the new path resolved against the current one, the
// guards of what it would pop asked, and the pops and pushes between the two put in its
// schedule — or, when a key must be prepared first, a preparation begun.

extension PathNavigator {
  /// What a path asks of the navigator now.
  enum Plan {
    /// Nothing: it is the current path.
    case unchanged
    /// These moves.
    case moves([NavigationSchedule.Step])
    /// A key to prepare before the path can be planned.
    case unprepared(UnpreparedKey)
  }

  /// Resolves `path` against the current one and plans its moves, unless a ``LeaveGuard`` of
  /// what it would pop refuses: then that guard's ``LeaveGuard/leaveRefused(_:)`` runs. A key
  /// that must be prepared first begins a preparation instead, unless the same path already
  /// waits for one. Either way, a preparation waiting on the path's tab is superseded.
  ///
  /// With `origin`, the path is a preparation's, going on once a key was prepared: its keys
  /// prepared so far are not asked for again, and it selects its tab only if the person did
  /// not select another meanwhile. A path with `maySelect` false never selects its tab when
  /// it lands after a preparation: one that `restore` applies behind the shown path.
  ///
  /// Throws before it changes anything.
  func start(
    _ path: FlowPath, resuming origin: PreparationOrigin? = nil, maySelect: Bool = true
  ) throws(PathError) {
    let selecting = origin.map { $0.maySelect && selectedTab() == $0.selected } ?? true
    let (plan, pin) = try plan(
      toward: path, prepared: origin?.prepared ?? [], selecting: selecting)
    if case .moves(let steps) = plan, let refusal = Self.refusal(of: steps) {
      refusal.guardian.leaveRefused(.link)
      throw .leaveRefused(refusal.name, reason: refusal.reason)
    }
    switch plan {
    case .unchanged:
      return
    case .unprepared where origin == nil && preparingPaths.contains(path):
      // Applied again while it waits, by a double tap or a store: it goes on waiting.
      return
    case .moves(let steps):
      let superseded = takePreparation(pinnedTo: pin?.path)
      schedule.plan(steps)
      superseded.map { emit(.superseded($0.path)) }
    case .unprepared(let key):
      let superseded = takePreparation(pinnedTo: pin?.path)
      var origin =
        origin ?? PreparationOrigin(selected: selectedTab(), maySelect: maySelect, prepared: [])
      origin.prepared.insert(key.index)
      beginPreparing(path, key: key, pin: pin, origin: origin)
      superseded.map { emit(.superseded($0.path)) }
    }
  }

  /// The moves from the current path to `path`, or `nil` when it is the current path or waits
  /// on a key to prepare: the keys before that one are checked, the rest only once prepared.
  ///
  /// Throws ``PathError/rootReleased`` for any path once the root is gone, `/` too.
  func steps(toward path: FlowPath) throws(PathError) -> [NavigationSchedule.Step]? {
    // Bound first: `guard case` on a member of the call's result leaked the other member (the
    // pin) with Swift 6.3.1, as LeakSanitizer reported.
    let (plan, _) = try plan(toward: path, prepared: [])
    guard case .moves(let steps) = plan else { return nil }
    return steps
  }

  /// What `path` asks for from the current path, and the tab it is on: no coordinator is
  /// asked to prepare a key with `prepared` `nil`, and those at its indexes are not asked
  /// again.
  func plan(
    toward path: FlowPath, prepared: Set<Int>?, selecting: Bool = true
  ) throws(PathError) -> (plan: Plan, pin: PathPin?) {
    _ = try liveRoot()
    let current = shown(collecting: true)
    let prefix = current.path.commonPrefixLength(with: path)
    // The tab matters only to a preparation, begun or under way: not read otherwise.
    let readsPin = !preparations.isEmpty
    guard prefix < path.count || prefix < current.path.count else {
      return (.unchanged, readsPin ? PathPin(path, items: current.items) : nil)
    }
    let (resolved, unprepared) = try resolve(
      path, from: prefix, shown: current.items, asking: prepared)
    let pin =
      readsPin || unprepared != nil
      ? PathPin(path, items: current.items[..<prefix] + resolved) : nil
    if let unprepared {
      return (.unprepared(unprepared), pin)
    }
    return (moves(from: current, to: path, prefix: prefix, resolved, selecting: selecting), pin)
  }

  /// The pops and pushes from `current` to `path`, which share `prefix` components; `resolved`
  /// are the items of the components of `path` after the prefix.
  private func moves(
    from current: (path: FlowPath, items: [NavigationItem]), to path: FlowPath, prefix: Int,
    _ resolved: [NavigationItem], selecting: Bool
  ) -> Plan {
    if resolved.first?.selectsTab == true {
      guard selecting else {
        // The tab is moved where it is, behind the one the person chose.
        let steps = tabSwitch(to: path, at: prefix, resolved: resolved, after: 0)
        return .moves(Array(steps.dropFirst()))
      }
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
      return .moves(steps)
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
    return .moves(steps)
  }
}
