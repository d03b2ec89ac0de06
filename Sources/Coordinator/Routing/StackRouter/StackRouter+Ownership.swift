extension StackRouter {
  /// Every entry with its live owner: every tab's stack in tab order (or level 0), then the
  /// presented levels, each bottom first.
  public var ownedEntries: [OwnedRouterEntry] {
    var records = levels.byLevel
    var result: [OwnedRouterEntry] = []
    result.reserveCapacity(levels.depth)
    if let tabs = levels.tabs {
      // Every tab's stack in tab order in place of level 0.
      records[0] = []
      for tab in tabs.names.indices {
        for record in levels.records(onTab: tab) {
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
  /// Whether a screen owned by one of `flows` is on any level or tab.
  func holdsScreens(of flows: [any FlowCoordinator]) -> Bool {
    var records = levels.records
    for stack in levels.tabs?.parked ?? [] {
      records.append(contentsOf: stack)
    }
    for record in records {
      if let owner = record.owner, flows.contains(where: { $0 === owner }) {
        return true
      }
    }
    return false
  }
}
