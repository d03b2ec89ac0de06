/// What a coordinator made of a component: the item that shows it, or the preparation its key
/// waits for first.
enum ComponentResolution {
  case item(NavigationItem)
  case unprepared(@MainActor () async -> Void)
}

extension PathCoordinator {
  /// Parses `component` with this coordinator's key type and returns its item.
  ///
  /// Called on an existential, this opens it, so that the router can resolve
  /// keys of any coordinator without knowing its type.
  func resolveItem(_ component: String, at index: Int) throws(PathError) -> NavigationItem {
    guard case .item(let item) = try resolve(component, at: index, asking: false) else {
      preconditionFailure("a key resolved without asking waits for nothing")
    }
    return item
  }

  /// Parses `component` with this coordinator's key type, once, and returns its item; when
  /// `asking` and its key must be prepared first (``needsPreparing(_:)``), the preparation.
  func resolve(
    _ component: String, at index: Int, asking: Bool
  ) throws(PathError) -> ComponentResolution {
    guard let key = Key(pathComponent: component) else {
      throw .unknownComponent(component, index: index, coordinator: name)
    }
    if asking, needsPreparing(key) {
      return .unprepared { await self.prepare(key) }
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
    return .item(item)
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
