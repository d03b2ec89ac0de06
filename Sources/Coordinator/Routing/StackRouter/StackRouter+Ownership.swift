extension StackRouter {
  /// Every entry with its live owner, bottom level first.
  public var ownedEntries: [OwnedRouterEntry] {
    let records = levels.byLevel
    var result: [OwnedRouterEntry] = []
    result.reserveCapacity(levels.depth)
    for level in records.indices {
      for record in records[level] {
        // The weak reference, not an identifier kept from push time: a released owner's
        // address may already belong to another coordinator.
        result.append(
          OwnedRouterEntry(
            entry: entry(record, level), owner: record.owner,
            isLeaving: record.ownership?.isLeaving ?? false))
      }
    }
    return result
  }
}
