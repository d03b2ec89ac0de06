extension StackRouter {
  /// `root` and its descendants, parents before children.
  static func subtree(of root: any FlowCoordinator) -> [any FlowCoordinator] {
    // A `BaseCoordinator`'s descendants are all `BaseCoordinator`s, read from the slots of
    // their child lists: no list of children, and no array of existentials, is built for
    // each one, and a flow with no children (most flows) costs one array of one.
    if root is BaseCoordinator {
      var result: [any FlowCoordinator] = [root]
      var next = 0
      while next < result.count, let node = result[next] as? BaseCoordinator {
        for case let child? in node.childSlots {
          result.append(child)
        }
        next += 1
      }
      return result
    }
    var result: [any FlowCoordinator] = [root]
    var next = 0
    while next < result.count {
      result.append(contentsOf: result[next].childCoordinators)
      next += 1
    }
    return result
  }
}
