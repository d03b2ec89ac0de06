/// A router's tab set with the coordinator that set it, read at one moment: what a tree
/// snapshot shows on that coordinator.
public struct OwnedTabSet {
  /// The tabs and the selected one.
  public let tabs: CoordinatorTree.Tabs
  /// The coordinator given as the tab set's owner, if one was and it is alive.
  public let owner: (any FlowCoordinator)?

  /// Pairs a tab set with its live owner.
  public init(tabs: CoordinatorTree.Tabs, owner: (any FlowCoordinator)?) {
    self.tabs = tabs
    self.owner = owner
  }
}
