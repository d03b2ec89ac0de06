extension CoordinatorTree {
  /// The one-line form of the tree under `root`, written from the coordinators without
  /// building the tree: the same text as `CoordinatorTree(root).render(.line)`.
  ///
  /// ```
  /// AppCoordinator(MainFlowCoordinator(GameFlowCoordinator, SettingsFlowCoordinator))
  /// ```
  ///
  /// Children are in start order, joined by `, `. For a program that shows the tree after
  /// every step, such as the shell's `--json` mode, this costs a walk of the names.
  @MainActor
  public static func line(of root: any FlowCoordinator) -> String {
    var output = ""
    if let base = root as? BaseCoordinator {
      // Every child of a base coordinator is one: its list is read as it is kept, with no
      // array of existentials made for each node.
      writeLine(base, name: { $0.name }, children: { $0.childBases }, into: &output)
    } else {
      writeLine(root, name: { $0.name }, children: { $0.childCoordinators }, into: &output)
    }
    return output
  }

  /// Writes the one-line form of the tree under `root` to `output`, reading each node's name
  /// and children with `name` and `children`: the one place the form is written.
  ///
  /// Written without recursion, so that very deep trees cannot overflow the stack.
  static func writeLine<Node>(
    _ root: Node, name: (Node) -> String, children: (Node) -> [Node],
    into output: inout String
  ) {
    // Each pending item is a node to open, or the text that comes after one. The text is
    // gathered as bytes: one string is made at the end, not one per append.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(128)
    var pending: [(node: Node?, text: StaticString)] = []
    pending.reserveCapacity(16)
    pending.append((root, ""))
    while let (node, text) = pending.popLast() {
      guard let node else {
        bytes.append(
          contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        continue
      }
      var nodeName = name(node)
      nodeName.withUTF8 { bytes.append(contentsOf: $0) }
      let nodeChildren = children(node)
      guard !nodeChildren.isEmpty else { continue }
      bytes.append(UInt8(ascii: "("))
      pending.append((nil, ")"))
      // Indices, not `enumerated().reversed()`, which would build an array of its own.
      for index in nodeChildren.indices.reversed() {
        pending.append((nodeChildren[index], ""))
        if index > 0 {
          pending.append((nil, ", "))
        }
      }
    }
    output += String(decoding: bytes, as: UTF8.self)
  }
}
