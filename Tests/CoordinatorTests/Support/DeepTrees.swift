import Coordinator

// Releasing a deep tree the ordinary way recurses once per level, in the runtime's
// destructors, which can exhaust the small stack of a test thread. Tests that build
// chains thousands of levels deep take them apart with these, without recursion.

/// Empties `tree` from the top down, so that no release ever frees more than one level.
///
/// Call it on every copy of a deep tree the test holds; each copy releases only its share.
func dismantle(_ tree: inout CoordinatorTree) {
  var pending = tree.children
  tree.children = []
  while var node = pending.popLast() {
    pending.append(contentsOf: node.children)
    node.children = []
  }
}

/// Removes every coordinator below `root` from the bottom up, so that each is released alone.
@MainActor
func dismantle(chain root: BaseCoordinator) {
  var chain: [BaseCoordinator] = [root]
  while let child = chain[chain.count - 1].childFlows.first {
    chain.append(child)
  }
  while chain.count > 1 {
    let child = chain.removeLast()
    chain[chain.count - 1].removeDependency(child)
  }
}
