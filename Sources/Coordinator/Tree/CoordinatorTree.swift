/// A value snapshot of a live coordinator tree: names, lifecycles and the screens each owns.
///
/// Take one with ``init(_:router:)``, compare it with `==`, print it with
/// ``render(_:)`` in any ``CoordinatorTreeFormat``, and read it back from
/// the indented and one-line forms with ``init(parsing:format:)``.
///
/// ```swift
/// let tree = CoordinatorTree(app, router: router)
/// // tree.render(.line) == "AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))"
/// ```
public struct CoordinatorTree: Hashable, Codable, Sendable {
  /// The coordinator's ``FlowCoordinator/name``.
  public var name: String
  /// The coordinator's lifecycle when the snapshot was taken.
  public var lifecycle: CoordinatorLifecycle
  /// The screens the coordinator owns on the router: every tab's, in tab order, then the
  /// presented levels', each bottom first.
  public var screens: [Screen]
  /// The tab set the coordinator holds on the router, if it holds one.
  public var tabs: Tabs?
  /// The children, in start order.
  public var children: [CoordinatorTree] {
    get { childBox.nodes }
    set { childBox = newValue.isEmpty ? .empty : TreeChildren(newValue) }
    _modify {
      if !isKnownUniquelyReferenced(&childBox) {
        childBox = TreeChildren(childBox.nodes)
      }
      yield &childBox.nodes
    }
  }

  /// Where ``children`` are kept: a box whose release takes a deep tree apart level by level.
  var childBox: TreeChildren

  /// Creates a tree node from its parts.
  public init(
    name: String, lifecycle: CoordinatorLifecycle = .running, tabs: Tabs? = nil,
    screens: [Screen] = [], children: [CoordinatorTree] = []
  ) {
    self.name = name
    self.lifecycle = lifecycle
    self.tabs = tabs
    self.screens = screens
    childBox = children.isEmpty ? .empty : TreeChildren(children)
  }

  /// Takes a snapshot of `root` and its descendants, with the screens each owns on `router`.
  ///
  /// Without a router the snapshot has no screens.
  @MainActor
  public init(_ root: any FlowCoordinator, router: (any InspectableRouter)? = nil) {
    var owned: [ObjectIdentifier: [RouterEntry]] = [:]
    for entry in router?.ownedEntries ?? [] {
      if let owner = entry.owner {
        owned[ObjectIdentifier(owner), default: []].append(entry.entry)
      }
    }
    let tabSet = router?.ownedTabSet
    let tabOwner = tabSet?.owner.map(ObjectIdentifier.init)
    func leaf(_ node: any FlowCoordinator) -> CoordinatorTree {
      CoordinatorTree(
        name: node.name, lifecycle: node.lifecycle,
        tabs: tabOwner == ObjectIdentifier(node) ? tabSet?.tabs : nil,
        screens: owned[ObjectIdentifier(node)]?.map { Screen(id: $0.id, name: $0.screen) } ?? [])
    }
    // Built without recursion so that very deep trees cannot overflow the stack.
    var frames: [(node: CoordinatorTree, pending: [any FlowCoordinator])] = [
      (leaf(root), root.childCoordinators.reversed())
    ]
    while true {
      let last = frames.count - 1
      if let child = frames[last].pending.popLast() {
        frames.append((leaf(child), child.childCoordinators.reversed()))
        continue
      }
      let done = frames.removeLast().node
      guard !frames.isEmpty else {
        self = done
        return
      }
      frames[frames.count - 1].node.children.append(done)
    }
  }

  /// The number of coordinators in the tree, this one included.
  public var count: Int {
    var total = 0
    var pending = [self]
    while let node = pending.popLast() {
      total += 1
      pending.append(contentsOf: node.children)
    }
    return total
  }

  /// The tree with names and structure only: every node running and without screens.
  ///
  /// This is what the one-line form holds, so `CoordinatorTree(parsing:
  /// tree.render(.line), format: .line) == tree.outline`.
  public var outline: CoordinatorTree {
    // Built without recursion so that very deep trees cannot overflow the stack.
    var frames: [(node: CoordinatorTree, pending: [CoordinatorTree])] = [
      (CoordinatorTree(name: name), children.reversed())
    ]
    while true {
      if let child = frames[frames.count - 1].pending.popLast() {
        frames.append((CoordinatorTree(name: child.name), child.children.reversed()))
        continue
      }
      let done = frames.removeLast().node
      guard !frames.isEmpty else { return done }
      frames[frames.count - 1].node.children.append(done)
    }
  }

  /// Every node, parent before children, with its depth (the root is at depth 0).
  public var nodes: [(depth: Int, node: CoordinatorTree)] {
    var result: [(depth: Int, node: CoordinatorTree)] = []
    var pending: [(Int, CoordinatorTree)] = [(0, self)]
    while let (depth, node) = pending.popLast() {
      result.append((depth, node))
      pending.append(contentsOf: node.children.reversed().map { (depth + 1, $0) })
    }
    return result
  }
}
