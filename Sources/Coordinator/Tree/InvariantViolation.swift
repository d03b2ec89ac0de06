/// A broken invariant found by ``InspectableRouter/validate(tree:)``, naming what is wrong.
public enum InvariantViolation: Hashable, Sendable, CustomStringConvertible {
  /// A screen on the router was pushed with no owning coordinator.
  case screenWithoutOwner(RouterEntry)
  /// A screen's owner was released or is not in the tree.
  case screenOwnedOutsideTree(RouterEntry)
  /// A finished coordinator is still in the tree.
  case finishedCoordinatorInTree(String)
  /// The router's tab set belongs to a coordinator, named here, that was released or is not
  /// in the tree: the app left a flow's tabs on screen after the flow ended.
  case tabSetOwnedOutsideTree(String)
  /// An entry's id is not greater than the id of the entry below it.
  case idsOutOfOrder(RouterEntry, below: RouterEntry)
  /// An entry's id is not below the id the router will give next, so it could be reused.
  case idNotBelowNext(RouterEntry, next: RouterEntry.ID)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .screenWithoutOwner(let entry):
      "screen \(entry) \(Self.place(of: entry)) has no owning coordinator"
    case .screenOwnedOutsideTree(let entry):
      "screen \(entry) \(Self.place(of: entry)) belongs to \(entry.owner ?? "?"), "
        + "which is no longer in the tree"
    case .tabSetOwnedOutsideTree(let name):
      "the tab set belongs to \(name), which is no longer in the tree"
    case .finishedCoordinatorInTree(let name):
      "\(name) is finished but still in the tree"
    case .idsOutOfOrder(let entry, let below):
      "screen \(entry) sits above \(below) but has a smaller id"
    case .idNotBelowNext(let entry, let next):
      "screen \(entry) has an id not below the next id #\(next)"
    }
  }

  /// `on level 1`, or `in tab books` for an entry of a tab.
  private static func place(of entry: RouterEntry) -> String {
    entry.tab.map { "in tab \($0)" } ?? "on level \(entry.level)"
  }
}
