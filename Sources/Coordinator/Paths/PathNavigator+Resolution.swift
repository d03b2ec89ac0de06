extension PathNavigator {
  /// The path the coordinators show now, read from the root down, with the item of each key.
  ///
  /// Without `collecting`, `items` is empty: only the path is read. Nothing, `/`, once the
  /// root was released.
  func shown(collecting: Bool) -> (path: FlowPath, items: [NavigationItem]) {
    guard let root else { return (FlowPath(), []) }
    return shown(from: root, collecting: collecting)
  }

  /// The root, which the router holds weakly.
  ///
  /// - Throws: ``PathError/rootReleased`` once it was released.
  func liveRoot() throws(PathError) -> any PathCoordinator {
    guard let root else { throw .rootReleased }
    return root
  }

  /// The path `start` and the flows below it show now, with the item of each key.
  func shown(
    from start: any PathCoordinator, collecting: Bool
  ) -> (path: FlowPath, items: [NavigationItem]) {
    // Room for a usual depth up front: the components are not stored again as they grow.
    var path = FlowPath(capacity: 8)
    var items: [NavigationItem] = []
    var coordinator: (any PathCoordinator)? = start
    while let current = coordinator {
      coordinator = current.appendShown(to: &path, items: &items, collecting: collecting)
    }
    return (path, items)
  }

  /// The items of the components of `path` from `prefix` on, resolved in order.
  ///
  /// `shown` are the items of the current path, which shares the components before `prefix`;
  /// the component before `prefix` is resolved by the one of them that leads there.
  func resolve(
    _ path: FlowPath, from prefix: Int, shown: [NavigationItem]
  ) throws(PathError) -> [NavigationItem] {
    try resolve(path, from: prefix, shown: shown, asking: nil).items
  }

  /// The items of the components of `path` from `prefix` on, resolved in order, up to the
  /// first key whose coordinator must prepare it first, unless its index is in `prepared`;
  /// with `prepared` `nil`, no coordinator is asked and every key is resolved.
  func resolve(
    _ path: FlowPath, from prefix: Int, shown: [NavigationItem], asking prepared: Set<Int>?
  ) throws(PathError) -> (items: [NavigationItem], unprepared: UnpreparedKey?) {
    var previous = prefix == 0 ? nil : shown[prefix - 1]
    var resolved: [NavigationItem] = []
    for index in prefix..<path.count {
      let component = path.components[index]
      let resolver: any PathCoordinator
      if let previous {
        guard let next = previous.nextCoordinator else {
          throw .trailingComponent(component, index: index, coordinator: previous.source.name)
        }
        resolver = next
      } else {
        resolver = try liveRoot()
      }
      let asking = prepared.map { !$0.contains(index) } ?? false
      switch try resolver.resolve(component, at: index, asking: asking) {
      case .item(let item):
        resolved.append(item)
        previous = item
      case .unprepared(let prepare):
        return (
          resolved, UnpreparedKey(index: index, coordinator: resolver.name, prepare: prepare)
        )
      }
    }
    return (resolved, nil)
  }

  /// Throws when `path` is longer than a router accepts.
  static func checkLimits(_ path: FlowPath) throws(PathError) {
    guard path.count <= FlowPath.maximumComponentCount else {
      throw .tooManyComponents(limit: FlowPath.maximumComponentCount)
    }
    guard path.length <= FlowPath.maximumLength else {
      throw .tooLong(limit: FlowPath.maximumLength)
    }
  }
}
