/// A router's tab set with the coordinator that set it, read at one moment: what a tree
/// snapshot shows on that coordinator.
public struct OwnedTabSet {
  /// The tabs and the selected one.
  public let tabs: CoordinatorTree.Tabs
  /// The name of the coordinator given as the tab set's owner, if one was.
  public let ownerName: String?
  /// The coordinator given as the tab set's owner, if one was and it is alive.
  public let owner: (any FlowCoordinator)?
  /// Whether the owner's flow has ended and the pop of its screens waits behind a transition
  /// in flight: until it runs, the owner may have left the tree.
  public let isLeaving: Bool

  /// Pairs a tab set with its owner's name and live owner, and says whether it is leaving.
  public init(
    tabs: CoordinatorTree.Tabs, ownerName: String?, owner: (any FlowCoordinator)?,
    isLeaving: Bool = false
  ) {
    self.tabs = tabs
    self.ownerName = ownerName
    self.owner = owner
    self.isLeaving = isLeaving
  }
}
