import Synchronization

/// Where a ``NavigationState`` finds each owner's tally of its screens (``OwnerScreens``).
///
/// A ``BaseCoordinator`` carries its own tallies, one per router it shows screens on
/// (``BaseCoordinator/screenOwnership(on:)``): nothing is looked up, and nothing is kept for
/// it here. Any other ``FlowCoordinator`` carries none, so its tally is kept here by identity,
/// checked against the tally's weak reference to its owner before use.
final class OwnerTallies {
  /// The last ``serial`` given, shared by every router.
  private static let lastSerial = Atomic<Int>(0)

  /// Tells the tallies of this state's screens from those of every other: a
  /// ``BaseCoordinator`` that shows screens on two routers carries a tally for each. Never
  /// reused, unlike an object's address.
  let serial: Int
  /// The tallies of owners that carry none, by identity.
  private var others: [ObjectIdentifier: ScreenOwnership] = [:]
  /// How many ``others`` there were after they were last pruned of the released.
  private var othersAfterPruning = 0
  /// The mark of the latest `popFlow` (``OwnerScreens/mark``).
  private(set) var lastFlowMark = 0

  init() {
    serial = Self.lastSerial.add(1, ordering: .relaxed).newValue
  }

  /// The ownership of a new screen of `owner`: the one its screens share while its name stays
  /// the same, so that a push allocates nothing and every screen of one owner is counted in
  /// one ``OwnerScreens``.
  @MainActor
  func ownership(of owner: any FlowCoordinator) -> ScreenOwnership {
    if let carrier = owner as? BaseCoordinator {
      return carrier.screenOwnership(on: serial)
    }
    return ownership(ofOther: owner)
  }

  /// The screens of `owner` on this state, if it has shown any.
  @MainActor
  func screens(of owner: any FlowCoordinator) -> OwnerScreens? {
    if let carrier = owner as? BaseCoordinator {
      return carrier.screens(on: serial)
    }
    guard let ownership = others[ObjectIdentifier(owner)], ownership.owner === owner else {
      return nil
    }
    return ownership.screens
  }

  /// How many owners that carry no tally are in the table, live or released but not yet
  /// forgotten.
  var untalliedOwnerCount: Int { others.count }

  /// The next mark of a `popFlow`.
  func nextFlowMark() -> Int {
    lastFlowMark += 1
    return lastFlowMark
  }

  @MainActor
  private func ownership(ofOther owner: any FlowCoordinator) -> ScreenOwnership {
    let name = owner.name
    let key = ObjectIdentifier(owner)
    // The weak reference, not the identifier alone: a released owner's address may already
    // belong to another coordinator.
    if let current = others[key], current.owner === owner {
      guard current.name != name else { return current }
      let renamed = ScreenOwnership(current.screens, name: name)
      others[key] = renamed
      return renamed
    }
    let fresh = ScreenOwnership(OwnerScreens(owner, serial: serial), name: name)
    others[key] = fresh
    if others.count > 2 * othersAfterPruning + 16 {
      pruneOthers()
    }
    return fresh
  }

  /// Forgets the owners that are released: amortised over the owners added since the last
  /// time, so that the table never holds more than about twice the live owners.
  private func pruneOthers() {
    var live: [ObjectIdentifier: ScreenOwnership] = [:]
    live.reserveCapacity(others.count)
    for (key, ownership) in others where ownership.owner != nil {
      live[key] = ownership
    }
    // The forgotten ones are released after the access, with the old table.
    let old = others
    others = live
    othersAfterPruning = live.count
    withExtendedLifetime(old) {}
  }
}
