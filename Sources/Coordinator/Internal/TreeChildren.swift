/// The children of a ``CoordinatorTree`` node, boxed so that releasing a tree never recurses.
///
/// Released the ordinary way, a tree frees one level per nested call in the runtime's
/// destructors, and a tree some tens of thousands of levels deep (a one-line `:expect tree`
/// at the shell's line limit is 21,000) overflows a thread's stack. The box's `deinit`
/// takes the levels below it apart in a loop instead: every child box it holds the only
/// reference to is emptied into a work list before it is freed, so each free has nothing
/// below it.
///
/// `@unchecked Sendable`: ``nodes`` is only mutated while the box is uniquely referenced
/// (the tree's copy-on-write accessor and this `deinit`), so no two threads ever touch a
/// box one of them changes.
final class TreeChildren: @unchecked Sendable {
  /// The box every leaf shares; never uniquely referenced, so never mutated or freed.
  static let empty = TreeChildren([])

  var nodes: [CoordinatorTree]

  init(_ nodes: [CoordinatorTree]) {
    self.nodes = nodes
  }

  deinit {
    guard !nodes.isEmpty else { return }
    var pending = nodes
    nodes = []
    while var node = pending.popLast() {
      guard isKnownUniquelyReferenced(&node.childBox) else { continue }
      pending.append(contentsOf: node.childBox.nodes)
      node.childBox.nodes = []
    }
  }
}
