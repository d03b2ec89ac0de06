// The paths every navigation takes use loops rather than closures: a closure made in this
// main-actor class and passed to `map` or `first(where:)` checks at run time that it runs
// on the main actor.

extension StackRouter {
  /// Makes a call that does not throw now, or queues it behind the transition in flight;
  /// a push or present it refuses is reported as a ``RouterEvent/rejected(_:_:)`` event.
  @inline(__always) @discardableResult
  func perform(_ call: Call) -> RouterOutcome {
    do {
      return try attempt(call)
    } catch {
      refuse(call, error)
      return .refused(error)
    }
  }

  /// Makes a call now, throwing its error, or queues it behind the transition in flight,
  /// where a failure becomes a ``RouterEvent/rejected(_:_:)`` event.
  @inline(__always) @discardableResult
  func attempt(_ call: Call) throws(RouterError) -> RouterOutcome {
    guard !gate.isInFlight else {
      enqueue(call)
      return .queued
    }
    gate.isInFlight = true
    let changed: Bool
    do {
      changed = try makeChange(call)
    } catch {
      endTransition()
      throw error
    }
    if holdsTransition(afterChange: changed) {
      gate.isHeld = true
    } else {
      endTransition()
    }
    return .made
  }

  /// Queues `call` behind the transition in flight. The screens of a flow whose pop waits
  /// are marked leaving, so that the flow may leave the tree at once without any screen
  /// counting as owned outside it.
  func enqueue(_ call: consuming Call) {
    if case .popFlow(let flow, _) = call {
      for coordinator in flow {
        screens(of: coordinator)?.isLeaving = true
      }
      if let ownership = state.tabs?.ownership, let owner = ownership.owner {
        for coordinator in flow where coordinator === owner {
          ownership.isLeaving = true
        }
      }
    }
    // The queue is changed out of the router (see `drain()`).
    var calls = CallQueue()
    swap(&calls, &queue)
    calls.enqueue(call)
    swap(&calls, &queue)
    gate.queuedCount += 1
  }

  /// Reports a call that failed, and runs the `onPop` of a screen it did not show.
  func refuse(_ call: Call, _ error: RouterError) {
    if let routerCall = call.routerCall {
      emit(.rejected(routerCall, error))
    }
    switch call {
    case .push(let record, _), .present(let record, _), .showDialog(let record, _),
      .setRoot(let record, _),
      .onTab(_, .push(let record, _)), .onTab(_, .setRoot(let record, _)):
      record.onPop?()
    default: break
    }
  }

  /// Makes `call`, noting a completion that arrives from its own observers or callbacks.
  @inline(__always)
  func makeChange(_ call: Call) throws(RouterError) -> Bool {
    gate.isMakingChange = true
    defer { gate.isMakingChange = false }
    return try make(call)
  }

  /// Whether the change just made holds a transition until `completeTransition()`.
  @inline(__always)
  func holdsTransition(afterChange changed: Bool) -> Bool {
    defer { gate.completedWhileMaking = false }
    return changed && transitionStyle == .manual && !gate.completedWhileMaking
  }

  /// Makes one change; returns whether anything changed. Throws before it changes anything.
  ///
  /// Inlined into each public method, where the call is known, so that its switch and the
  /// wrapping of the call in an enum fold away on the path that runs the call at once.
  @inline(__always)
  private func make(_ call: Call) throws(RouterError) -> Bool {
    switch call {
    case .push(let record, let animated):
      try show(record, onNewLevel: false, animated: animated)
      return true
    case .pop(let animated):
      guard !state.showsDialog else { throw .dialogShown }
      guard let (record, level) = state.popTop() else { throw .nothingToPop }
      emit(.popped([entry(record, level)], animated: animated, cause: .programmatic))
      record.onPop?()
      return true
    case .popToRoot(let animated):
      let level = state.topLevel
      return removeAbove(
        level: level, keeping: min(1, state.count(on: level)), animated: animated,
        cause: .programmatic)
    case .popTo(let id, let animated):
      guard let position = state.position(of: id) else { throw .unknownEntry(id) }
      return removeAbove(
        level: position.level, keeping: position.index + 1, animated: animated,
        cause: .programmatic)
    case .setRoot(let record, let animated):
      try admit(record)
      let (removed, entries, oldTabs) = replaceAll(with: record, tabs: nil)
      emit(.rootReplaced(entry(record, 0), removed: entries, animated: animated))
      runCallbacks(of: removed)
      withExtendedLifetime(oldTabs) {}
      return true
    case .present(let record, let animated):
      try show(record, onNewLevel: true, animated: animated)
      return true
    case .showDialog(let record, let animated):
      try checkShow(record)
      state.showDialog(record)
      emit(.presented(entry(record, state.topLevel), animated: animated))
      return true
    case .dismiss(let animated):
      guard state.topLevel > 0 else { throw .nothingPresented }
      guard !state.showsDialog else { throw .dialogShown }
      return removeAbove(
        level: state.topLevel, keeping: 0, animated: animated, cause: .programmatic)
    case .popFlow(let flow, let animated):
      if state.tabs != nil {
        return popFlowAcrossTabs(flow, animated: animated)
      }
      let (mark, remaining) = markScreens(of: flow)
      guard remaining > 0 else { return false }
      let found = state.lowestScreen(marked: mark, remaining: remaining)
      countRead(found)
      guard let lowest = found.position else { return false }
      return removeAbove(
        level: lowest.level, keeping: lowest.index, animated: animated, cause: .programmatic)
    case .setTabs, .select, .onTab:
      return try makeTabChange(call)
    }
  }

  /// Keeps levels below `level` and the first `count` entries of `level`; removes the rest.
  ///
  /// A presented level left with no entry is dismissed; level 0 may be left
  /// empty. Emits one event per level, top first, then runs the removed
  /// entries' callbacks, newest first. Returns whether anything was removed.
  func removeAbove(level: Int, keeping count: Int, animated: Bool, cause: PopCause) -> Bool {
    if count > 0 && level == state.topLevel && count == state.count(on: level) - 1,
      let (record, level) = state.popTop()
    {
      // The common case, one screen off the top of a level that stays, without the
      // arrays the general case builds.
      emit(.popped([entry(record, level)], animated: animated, cause: cause))
      record.onPop?()
      return true
    }
    let removed = takeAbove(level: level, keeping: count, animated: animated, cause: cause)
    runCallbacks(of: removed)
    return !removed.isEmpty
  }

  /// Keeps levels below `level` and the first `count` entries of `level`; removes the rest
  /// and reports them, one event per level, top first, and returns them, newest first, for
  /// their callbacks to run.
  func takeAbove(level: Int, keeping count: Int, animated: Bool, cause: PopCause)
    -> [ScreenRecord]
  {
    // Every record that leaves, newest first: the order of the events and the callbacks.
    var removed: [ScreenRecord] = []
    while state.topLevel > level {
      let upper = state.topLevel
      let isDialog = state.showsDialog
      let start = removed.count
      removed.append(contentsOf: state.removeTopLevel())
      emit(
        .dismissed(
          entries(of: removed[start...], on: upper, isDialog: isDialog), animated: animated,
          cause: cause))
    }
    if count < state.count(on: level) {
      let start = removed.count
      if count == 0 && level > 0 {
        let isDialog = state.showsDialog
        removed.append(contentsOf: state.removeTopLevel())
        emit(
          .dismissed(
            entries(of: removed[start...], on: level, isDialog: isDialog), animated: animated,
            cause: cause))
      } else {
        removed.append(contentsOf: state.removeTop(keeping: count))
        emit(.popped(entries(of: removed[start...], on: level), animated: animated, cause: cause))
      }
    }
    return removed
  }

  /// The entries of `records`, which are on `level` (the dialog slot's when `isDialog`), in
  /// their order.
  func entries(of records: ArraySlice<ScreenRecord>, on level: Int, isDialog: Bool = false)
    -> [RouterEntry]
  {
    let tab = level == 0 ? state.selectedTabName : nil
    var entries: [RouterEntry] = []
    entries.reserveCapacity(records.count)
    for record in records {
      entries.append(entry(record, level, tab: tab, isDialog: isDialog))
    }
    return entries
  }

  func runCallbacks(of records: [ScreenRecord]) {
    for record in records {
      record.onPop?()
    }
  }

  /// Publishes an event, built only when someone keeps or receives it.
  ///
  /// The observers are called from a copy of their list, after every access has ended; one
  /// cancelled during the round is skipped.
  func emit(_ event: @autoclosure () -> RouterEvent) {
    guard journaling || hasObservers else { return }
    let event = event()
    if journaling {
      log.events.append(event)
    }
    guard hasObservers else { return }
    let observers = log.observers
    for observer in observers where !observer.isCancelled {
      observer.handler(event)
    }
  }
}
