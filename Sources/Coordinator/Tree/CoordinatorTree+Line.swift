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
    var bytes: [UInt8] = []
    bytes.reserveCapacity(128)
    appendLine(of: root, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the UTF-8 of ``line(of:)`` to `bytes`, with no string made on the way: for a
  /// program that writes the tree after every step into output it gathers as bytes.
  @MainActor
  public static func appendLine(of root: any FlowCoordinator, to bytes: inout [UInt8]) {
    guard let base = root as? BaseCoordinator else {
      var output = ""
      writeLine(root, name: { $0.name }, children: { $0.childCoordinators }, into: &output)
      output.withUTF8 { bytes.append(contentsOf: $0) }
      return
    }
    // Every child of a base coordinator is one: its slots are read as they are kept, with no
    // list of children made for each node. Each frame is an open node's slots, the next one to
    // read, and whether a child was written.
    // Written without recursion, so that very deep trees cannot overflow the stack.
    append(base.name, to: &bytes)
    let slots = base.childSlots
    guard !slots.isEmpty else { return }
    bytes.append(UInt8(ascii: "("))
    var frames: [(slots: [BaseCoordinator?], next: Int, wroteChild: Bool)] = []
    frames.reserveCapacity(8)
    frames.append((slots, 0, false))
    while let top = frames.indices.last {
      var index = frames[top].next
      var child: BaseCoordinator?
      while index < frames[top].slots.count, child == nil {
        child = frames[top].slots[index]
        index += 1
      }
      guard let child else {
        bytes.append(UInt8(ascii: ")"))
        frames.removeLast()
        continue
      }
      if frames[top].wroteChild {
        bytes.append(UInt8(ascii: ","))
        bytes.append(UInt8(ascii: " "))
      }
      frames[top].next = index
      frames[top].wroteChild = true
      append(child.name, to: &bytes)
      let childSlots = child.childSlots
      if !childSlots.isEmpty {
        bytes.append(UInt8(ascii: "("))
        frames.append((childSlots, 0, false))
      }
    }
  }

  /// Appends the UTF-8 of `name` to `bytes`.
  private static func append(_ name: String, to bytes: inout [UInt8]) {
    var name = name
    name.withUTF8 { bytes.append(contentsOf: $0) }
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
