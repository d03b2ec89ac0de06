extension PathNavigator {
  /// The moves from one tab to another: select the tab of `path`'s component at `index`, then
  /// move that tab's stack from what it shows now to the rest of `path`. The tab left is not
  /// touched.
  func tabSwitch(
    to path: FlowPath, at index: Int, resolved: [NavigationItem], after earlier: Int
  ) -> [NavigationSchedule.Step] {
    let tab = resolved[0]
    var below: (path: FlowPath, items: [NavigationItem]) = (FlowPath(), [])
    if let flow = tab.nextCoordinator {
      below = shown(from: flow, collecting: true)
    }
    let rest = FlowPath(components: Array(path.components[(index + 1)...]))
    let common = below.path.commonPrefixLength(with: rest)
    let moves = earlier + 1 + (below.path.count - common) + (rest.count - common)
    let animated = moves == 1
    var steps = [
      NavigationSchedule.Step(
        isPush: true, component: path.components[index], item: tab, animated: animated)
    ]
    steps += (common..<below.path.count).reversed().map { offset in
      NavigationSchedule.Step(
        isPush: false, component: below.path.components[offset], item: below.items[offset],
        animated: animated)
    }
    steps += (common..<rest.count).map { offset in
      NavigationSchedule.Step(
        isPush: true, component: rest.components[offset], item: resolved[1 + offset],
        animated: animated)
    }
    return steps
  }
}
