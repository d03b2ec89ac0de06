// Showing a screen: the checks that may refuse it, then the change, which takes the record
// without a copy; and the push made at once, which nearly every push is.

extension StackRouter {
  /// Pushes `record` on the top level or presents it on a new one, and reports it; throws,
  /// showing nothing, over a dialog, for an owner that has finished or beyond the depth limit.
  @inline(__always)
  func show(_ record: ScreenRecord, onNewLevel: Bool, animated: Bool) throws(RouterError) {
    try checkShow(record)
    add(record, onNewLevel: onNewLevel, animated: animated)
  }

  /// Throws, changing nothing, when `record` may not be shown now: over a dialog, for an
  /// owner that has finished, beyond the depth limit.
  @inline(__always)
  func checkShow(_ record: borrowing ScreenRecord) throws(RouterError) {
    try checkShow(record, owner: record.owner)
  }

  /// ``checkShow(_:)`` for a record whose owner, alive, the caller holds: the owner is then
  /// not read again through the record's weak reference.
  @inline(__always)
  func checkShow(_ record: borrowing ScreenRecord, owner: (any FlowCoordinator)?)
    throws(RouterError)
  {
    guard !state.showsDialog else { throw .dialogShown }
    if let ownership = record.ownership {
      try admit(ownership, owner: owner)
    }
    guard state.depth < maximumDepth else { throw .stackTooDeep(limit: maximumDepth) }
  }

  /// Puts `record`, checked by ``checkShow(_:)``, on the top level or a new one, and
  /// reports it.
  @inline(__always)
  func add(_ record: consuming ScreenRecord, onNewLevel: Bool, animated: Bool) {
    state.add(record, onNewLevel: onNewLevel)
    guard journaling || hasObservers, let top = state.top else { return }
    let level = state.topLevel
    emit(
      onNewLevel
        ? .presented(entry(top, level), animated: animated)
        : .pushed(entry(top, level), animated: animated))
  }

  /// Pushes `record` now, or queues it behind the transition in flight.
  ///
  /// A push made at once, as nearly every one is, checks the record and then moves it onto
  /// the levels; through ``make(_:)`` it would be copied out of its ``Call`` and again into
  /// the array.
  @inline(__always)
  func push(_ record: consuming ScreenRecord, owner: (any FlowCoordinator)?, animated: Bool)
    -> RouterOutcome
  {
    guard !gate.isInFlight else {
      enqueue(.push(record, animated: animated))
      return .queued
    }
    do {
      try checkShow(record, owner: owner)
    } catch {
      refuse(.push(record, animated: animated), error)
      return .refused(error)
    }
    gate.isInFlight = true
    gate.isMakingChange = true
    add(record, onNewLevel: false, animated: animated)
    gate.isMakingChange = false
    if holdsTransition(afterChange: true) {
      gate.isHeld = true
    } else {
      endTransition()
    }
    return .made
  }

  /// Refuses a screen whose owner has finished or is gone: it would stay on the router with
  /// no flow.
  @inline(__always)
  func admit(_ record: borrowing ScreenRecord) throws(RouterError) {
    if let ownership = record.ownership {
      try admit(ownership, owner: ownership.owner)
    }
  }

  /// Refuses a screen of `ownership` when its `owner`, read by the caller, has finished or is
  /// gone.
  @inline(__always)
  func admit(_ ownership: ScreenOwnership, owner: (any FlowCoordinator)?) throws(RouterError) {
    guard let owner, owner.lifecycle != .finished else {
      throw .ownerFinished(ownership.name)
    }
  }
}
