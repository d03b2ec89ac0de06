// How a flow ends with its subtree: every flow in it marked finished first, so none can end
// twice, then every `didEnd()`, then every result, children before their parents.

extension BaseCoordinator {
  /// Marks this flow and its subtree finished, then runs their `didEnd()`, then tells their
  /// results; this flow's own result waits when it is finishing itself.
  func markSubtreeFinished(deliveringOwnResult: Bool = true) {
    // Most flows have no children: only a parent needs a list of what is left to mark.
    guard !children.isEmpty else {
      guard markFinished() else { return }
      didEnd()
      if deliveringOwnResult { deliverResult() }
      return
    }
    BaseCoordinator.end([self], deferringResultOf: deliveringOwnResult ? nil : self)
  }

  /// Ends the running flows among `roots`, in order, with their subtrees: all of them are
  /// finished before any teardown runs, so none can end a flow twice; then every `didEnd()`
  /// runs, then every result but `deferred`'s is told, children before their parents and
  /// siblings in the order they were added.
  static func end(
    _ roots: [BaseCoordinator], deferringResultOf deferred: BaseCoordinator? = nil
  ) {
    var ended: [BaseCoordinator] = []
    var pending = roots
    while let node = pending.popLast() {
      guard node.markFinished() else { continue }
      ended.append(node)
      pending.append(contentsOf: node.children.elements)
    }
    for node in ended.reversed() {
      node.didEnd()
    }
    for node in ended.reversed() where node !== deferred {
      node.deliverResult()
    }
  }

  /// Takes the children out of this finished flow and out of every flow below it, so that a
  /// test or a task that still holds one of them keeps no subtree alive; they ended with it.
  /// Each is freed with no children of its own, so a deep subtree frees without recursion.
  func releaseSubtree() {
    var pending = removeAllDependencies()
    while let node = pending.popLast() {
      pending.append(contentsOf: node.removeAllDependencies())
    }
  }
}
