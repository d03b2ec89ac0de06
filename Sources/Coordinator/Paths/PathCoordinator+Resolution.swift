extension PathCoordinator {
  /// Parses `component` with this coordinator's key type and returns its item.
  ///
  /// Called on an existential, this opens it, so that the router can resolve
  /// keys of any coordinator without knowing its type.
  func resolveItem(_ component: String, at index: Int) throws(PathError) -> NavigationItem {
    guard let key = Key(pathComponent: component) else {
      throw .unknownComponent(component, index: index, coordinator: name)
    }
    guard let item = item(for: key) else {
      guard let reason = refusal(of: key) else {
        throw .rejectedComponent(component, index: index, coordinator: name)
      }
      throw .refusedComponent(component, index: index, coordinator: name, reason: reason)
    }
    precondition(
      item.source === self,
      "\(name) resolved \(String(reflecting: component)) to an item of another source")
    return item
  }

  /// The preparation `component` waits for before ``item(for:)`` can answer for it, `nil` when
  /// its key is known now or is not a key of this coordinator's.
  func preparation(of component: String) -> (@MainActor () async -> Void)? {
    guard let key = Key(pathComponent: component), needsPreparing(key) else { return nil }
    return { await self.prepare(key) }
  }

  /// Appends the keys this coordinator shows to `path` and returns the child flow that goes on.
  ///
  /// When `collecting`, the item of every shown key is appended to `items`,
  /// for the router to pop; otherwise no item is asked for, and the child
  /// flow is ``shownChild``.
  func appendShown(
    to path: inout FlowPath, items: inout [NavigationItem], collecting: Bool
  ) -> (any PathCoordinator)? {
    let keys = shownKeys
    guard collecting else {
      for key in keys {
        path.append(key)
      }
      return shownChild
    }
    var last: NavigationItem?
    for key in keys {
      path.append(key)
      guard let item = item(for: key) else {
        preconditionFailure(
          "\(name) shows \(String(reflecting: key.pathComponent)) but has no item for it")
      }
      items.append(item)
      last = item
    }
    guard let next = last?.nextCoordinator, next !== self else { return nil }
    return next
  }
}
