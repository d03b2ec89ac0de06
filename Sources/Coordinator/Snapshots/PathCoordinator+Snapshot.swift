extension PathCoordinator {
  /// Appends the keys this coordinator shows that a snapshot keeps to `path`, and the path of
  /// every other tab it shows to `tabs`; returns the child flow the path goes on with, `nil`
  /// when it ends here or at a key that is not kept.
  ///
  /// Called on an existential, this opens it, as ``appendShown(to:items:collecting:)`` does.
  func appendRestorable(
    to path: inout FlowPath, tabs: inout [FlowPath]
  ) -> (any PathCoordinator)? {
    let keys = shownKeys
    for key in shownTabKeys where !keys.contains(key) && isRestorable(key) {
      // The item of a started tab leads to its running flow; asking builds nothing.
      guard let flow = item(for: key)?.nextCoordinator else { continue }
      var tabPath = path
      tabPath.append(key)
      PathNavigator.appendRestorable(from: flow, to: &tabPath, tabs: &tabs)
      tabs.append(tabPath)
    }
    for key in keys {
      guard isRestorable(key) else { return nil }
      path.append(key)
    }
    return shownChild
  }

  /// Whether the key `component` names is one a snapshot keeps; `true` for a component this
  /// coordinator does not read. Called on an existential, this opens it.
  func isRestorable(component: String) -> Bool {
    Key(pathComponent: component).map(isRestorable) ?? true
  }
}
