extension PathCoordinator {
  /// Parses `component` with this coordinator's key type and returns its item, new or shown.
  ///
  /// Called on an existential, this opens it, so that the router can resolve
  /// keys of any coordinator without knowing its type.
  func resolveItem(
    _ component: String, at index: Int, shown: Bool
  ) throws(PathError) -> NavigationItem {
    guard let key = Key(pathComponent: component) else {
      throw .unknownComponent(component, index: index, coordinator: name)
    }
    guard let item = shown ? shownItem(for: key) : item(for: key) else {
      throw .rejectedComponent(component, index: index, coordinator: name)
    }
    precondition(
      item.source === self,
      "\(name) resolved \(String(reflecting: component)) to an item of another source")
    return item
  }
}
