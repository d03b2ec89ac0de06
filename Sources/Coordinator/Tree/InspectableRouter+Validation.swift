extension InspectableRouter {
  /// Checks the invariants that tie a coordinator tree to this router; throws every broken one.
  ///
  /// The invariants are those ``violations(in:)`` lists; this throws them all at once when
  /// any is broken, as ``PathNavigator/validate(_:)-(FlowPath)`` throws for a path that cannot be
  /// shown.
  public func validate(tree root: any FlowCoordinator) throws(InvariantViolations) {
    let violations = violations(in: root)
    guard violations.isEmpty else { throw InvariantViolations(violations) }
  }

  /// The invariants that tie a coordinator tree to this router that are broken, each named.
  ///
  /// - Every screen belongs to a live coordinator of the tree rooted at `root`,
  ///   so a coordinator that left the tree has no screen on the router, except
  ///   screens that are leaving (``OwnedRouterEntry/isLeaving``): their flow
  ///   ended and their pop waits behind a transition in flight.
  /// - A tab set given an owner belongs to a live coordinator of the tree, unless it is
  ///   leaving (``OwnedTabSet/isLeaving``).
  /// - No coordinator in the tree is finished.
  /// - Entry ids grow from the bottom of level 0 to the top of the top level,
  ///   and all are below the next id, so none is reused. On a router with a tab set the
  ///   ids grow up each tab's stack, and up the presented levels, each on its own: a tab's
  ///   flow may push under a presented level.
  ///
  /// Returns an empty array when everything holds.
  public func violations(in root: any FlowCoordinator) -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    var members = Set<ObjectIdentifier>()
    var pending: [any FlowCoordinator] = [root]
    while let node = pending.popLast() {
      members.insert(ObjectIdentifier(node))
      if node.lifecycle == .finished {
        violations.append(.finishedCoordinatorInTree(node.name))
      }
      pending.append(contentsOf: node.childCoordinators.reversed())
    }
    if let tabSet = ownedTabSet, let name = tabSet.ownerName, !tabSet.isLeaving,
      tabSet.owner.map({ !members.contains(ObjectIdentifier($0)) }) ?? true
    {
      violations.append(.tabSetOwnedOutsideTree(name))
    }
    // The entry below each one on its stack: a tab's, or that of the levels.
    var below: [String?: RouterEntry] = [:]
    let next = nextEntryID
    for owned in ownedEntries {
      let entry = owned.entry
      if entry.owner == nil {
        violations.append(.screenWithoutOwner(entry))
      } else if !owned.isLeaving,
        owned.owner.map({ !members.contains(ObjectIdentifier($0)) }) ?? true
      {
        violations.append(.screenOwnedOutsideTree(entry))
      }
      if let below = below[entry.tab], entry.id <= below.id {
        violations.append(.idsOutOfOrder(entry, below: below))
      }
      if entry.id >= next {
        violations.append(.idNotBelowNext(entry, next: next))
      }
      below[entry.tab] = entry
    }
    return violations
  }
}
