/// The router of one tab of a ``StackRouter``'s tab set: what the flow of that tab navigates
/// with.
///
/// Pushes and pops act on the tab's own stack, whether its tab is selected or not, and leave
/// every other tab's stack as it is; a push on the selected tab while a level is presented
/// goes under that level, as a push on a covered navigation controller does. Presentations go
/// over the whole tab set, through the ``container``: give the ``container`` to a flow that
/// runs on a presented level, so that its pushes land there.
///
/// Made by ``StackRouter/router(forTab:)``. Once the tab set is replaced, its pushes, pops and
/// root replacements are refused with ``RouterError/tabGone(_:)``: thrown, or a
/// ``RouterEvent/rejected(_:_:)`` event for a call that does not throw (a push's `onPop` then
/// runs at once). Its presentations, dismissals and flow pops act on the ``container``, whose
/// they are, with or without tabs.
///
/// Unlike the container's, its ``setRoot(_:owner:animated:onPop:)`` replaces its tab's stack
/// only, and its ``pop(to:animated:)`` pops within its tab's stack, under any presented level.
@MainActor
public final class TabStackRouter: Router {
  /// The router that holds the tab set.
  public let container: StackRouter

  let target: TabTarget

  /// The name of the tab.
  public var tab: String { target.name }

  init(container: StackRouter, target: TabTarget) {
    self.container = container
    self.target = target
  }

  /// Pushes `screen` on the tab's stack; returns its entry id and whether it was shown.
  @discardableResult
  public func push(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome {
    let id = container.nextEntryID
    let outcome = container.perform(
      .push(container.makeRecord(screen, owner: owner, onPop: onPop), animated: animated),
      on: target)
    return EntryOutcome(id: id, outcome: outcome)
  }

  /// Pops the top screen of the tab's stack; throws ``RouterError/nothingToPop`` at its root.
  public func pop(animated: Bool) throws(RouterError) {
    try container.attempt(.pop(animated: animated), on: target)
  }

  /// Pops every screen above the root of the tab's stack.
  public func popToRoot(animated: Bool) {
    container.perform(.popToRoot(animated: animated), on: target)
  }

  /// Pops every screen above entry `id` of the tab's stack; throws
  /// ``RouterError/unknownEntry(_:)`` when `id` is not on it.
  public func pop(to id: RouterEntry.ID, animated: Bool) throws(RouterError) {
    try container.attempt(.popTo(id, animated: animated), on: target)
  }

  /// Replaces the tab's stack with `screen` as its root; the other tabs and the presented
  /// levels stay. The replaced screens leave in one ``RouterEvent/popped(_:animated:cause:)``
  /// event before the root's ``RouterEvent/pushed(_:animated:)``. Returns the root's entry id
  /// and whether it was shown.
  @discardableResult
  public func setRoot(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome {
    let id = container.nextEntryID
    let outcome = container.perform(
      .setRoot(container.makeRecord(screen, owner: owner, onPop: onPop), animated: animated),
      on: target)
    return EntryOutcome(id: id, outcome: outcome)
  }

  /// Presents `screen` on a new level over the whole tab set, as the ``container`` does.
  @discardableResult
  public func present(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome {
    container.present(screen, owner: owner, animated: animated, onPop: onPop)
  }

  /// Dismisses the top presented level, as the ``container`` does.
  public func dismiss(animated: Bool) throws(RouterError) {
    try container.dismiss(animated: animated)
  }

  /// The ``container``, whose state every call through this router moves.
  public var underlyingRouter: any Router { container }

  /// Takes a flow's screens off every stack of the ``container``, this tab's and the others.
  public func popFlow(_ coordinator: any FlowCoordinator, animated: Bool) {
    container.popFlow(coordinator, animated: animated)
  }
}
