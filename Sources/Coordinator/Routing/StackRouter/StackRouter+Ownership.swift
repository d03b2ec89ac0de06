extension StackRouter {
  /// Every entry with its live owner: every tab's stack in tab order (or level 0), then the
  /// presented levels, each bottom first.
  public var ownedEntries: [OwnedRouterEntry] {
    var records = state.byLevel
    var result: [OwnedRouterEntry] = []
    result.reserveCapacity(state.depth)
    if let tabs = state.tabs {
      // Every tab's stack in tab order in place of level 0.
      records[0] = []
      for tab in tabs.names.indices {
        for record in state.records(onTab: tab) {
          result.append(owned(record, entry(record, 0, tab: tabs.names[tab])))
        }
      }
    }
    for level in records.indices {
      for record in records[level] {
        // The weak reference, not an identifier kept from push time: a released owner's
        // address may already belong to another coordinator.
        result.append(owned(record, entry(record, level)))
      }
    }
    return result
  }

  private func owned(_ record: ScreenRecord, _ entry: RouterEntry) -> OwnedRouterEntry {
    OwnedRouterEntry(
      entry: entry, owner: record.owner, isLeaving: record.ownership?.isLeaving ?? false)
  }
}

extension StackRouter {
  /// The screens of `coordinator` on the router, if it has shown any.
  func screens(of coordinator: any FlowCoordinator) -> OwnerScreens? {
    state.tallies.screens(of: coordinator)
  }

  /// Marks the screens of every coordinator of `flow` with a new mark, for the pop of the
  /// flow that runs now, so no longer leaving; returns the mark, with how many screens the
  /// flow has on the router. Reads the flow, not the stack.
  func markScreens(of flow: [any FlowCoordinator]) -> (mark: Int, count: Int) {
    let mark = state.tallies.nextFlowMark()
    var count = 0
    for coordinator in flow {
      if let screens = screens(of: coordinator) {
        screens.mark = mark
        // The pop that waited runs now: the flow's screens are no longer leaving, but gone.
        screens.isLeaving = false
        count += screens.count
      }
    }
    return (mark, count)
  }

  /// Whether every coordinator of `flow` has finished with no screen on the router and none
  /// owns the tab set: a pop of it has nothing to take now or later, since a call of a
  /// finished owner that waits in the queue is refused when it runs.
  func hasEndedWithoutScreens(_ flow: [any FlowCoordinator]) -> Bool {
    let tabOwner = state.tabs?.ownership?.owner
    for coordinator in flow {
      guard coordinator.lifecycle == .finished, coordinator !== tabOwner else { return false }
      if let screens = screens(of: coordinator), screens.count > 0 {
        return false
      }
    }
    return true
  }

  /// Whether a screen owned by one of `flows` is on any level or tab.
  func holdsScreens(of flows: [any FlowCoordinator]) -> Bool {
    for flow in flows {
      if let screens = screens(of: flow), screens.count > 0 {
        return true
      }
    }
    return false
  }
}
