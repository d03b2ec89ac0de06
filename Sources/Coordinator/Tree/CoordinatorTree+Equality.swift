extension CoordinatorTree {
  /// Whether two trees have the same names, lifecycles, tabs, screens and children, in order.
  ///
  /// Compared without recursion, as the tree is built and parsed, so that
  /// very deep trees cannot overflow the stack (the synthesized `==` took
  /// three stack frames per level).
  public static func == (lhs: CoordinatorTree, rhs: CoordinatorTree) -> Bool {
    var pending = [(lhs, rhs)]
    while let (left, right) = pending.popLast() {
      // Copies share their children's box: nothing below them can differ.
      let sameChildren = left.childBox === right.childBox
      guard left.name == right.name, left.lifecycle == right.lifecycle, left.tabs == right.tabs,
        left.screens == right.screens, left.children.count == right.children.count
      else { return false }
      if !sameChildren {
        pending.append(contentsOf: zip(left.children, right.children))
      }
    }
    return true
  }

  /// Hashes every node's name, lifecycle, tabs, screens and number of children, without
  /// recursion.
  public func hash(into hasher: inout Hasher) {
    var pending = [self]
    while let node = pending.popLast() {
      hasher.combine(node.name)
      hasher.combine(node.lifecycle)
      hasher.combine(node.tabs)
      hasher.combine(node.screens)
      hasher.combine(node.children.count)
      pending.append(contentsOf: node.children.reversed())
    }
  }
}
