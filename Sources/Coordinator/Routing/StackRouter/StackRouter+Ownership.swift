extension StackRouter {
  /// The entries each coordinator owns, keyed by the coordinator's identity, bottom first.
  func entriesByOwner() -> [ObjectIdentifier: [RouterEntry]] {
    var result: [ObjectIdentifier: [RouterEntry]] = [:]
    let records = levels.byLevel
    for level in records.indices {
      for record in records[level] {
        // The weak reference, not an identifier kept from push time: a released
        // owner's address may already belong to another coordinator.
        if let owner = record.owner {
          result[ObjectIdentifier(owner), default: []].append(entry(record, level))
        }
      }
    }
    return result
  }

  /// Every entry with its live owner, bottom level first.
  func entriesWithOwners() -> [(entry: RouterEntry, owner: (any Coordinator)?, hasOwner: Bool)] {
    let records = levels.byLevel
    return records.indices.flatMap { level in
      records[level].map { (entry($0, level), $0.owner, $0.ownership != nil) }
    }
  }
}
