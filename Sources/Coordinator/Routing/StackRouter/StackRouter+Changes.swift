// The paths every navigation takes use loops rather than closures: a closure made in this
// main-actor class and passed to `map` or `first(where:)` checks at run time that it runs
// on the main actor.

extension StackRouter {
  /// Makes a call that does not throw now, or queues it behind the transition in flight;
  /// a push or present it refuses is reported as a ``RouterEvent/rejected(_:_:)`` event.
  @inline(__always)
  func perform(_ call: Call) {
    do {
      try attempt(call)
    } catch {
      refuse(call, error)
    }
  }

  /// Makes a call now, throwing its error, or queues it behind the transition in flight,
  /// where a failure becomes a ``RouterEvent/rejected(_:_:)`` event.
  @inline(__always)
  func attempt(_ call: Call) throws(RouterError) {
    guard !gate.isInFlight else {
      enqueue(call)
      return
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
  }

  /// Queues `call` behind the transition in flight. The screens of a flow whose pop waits
  /// are marked leaving, so that the flow may leave the tree at once without any screen
  /// counting as owned outside it.
  func enqueue(_ call: consuming Call) {
    if case .popFlow(let flow, _) = call {
      for coordinator in flow {
        screens(of: coordinator)?.isLeaving = true
      }
      if let ownership = levels.tabs?.ownership, let owner = ownership.owner {
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
    case .push(let record, _), .present(let record, _), .setRoot(let record, _),
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
      guard !levels.showsDialog else { throw .dialogShown }
      guard let (record, level) = changeLevels({ $0.popTop() }) else { throw .nothingToPop }
      emit(.popped([entry(record, level)], animated: animated, cause: .programmatic))
      record.onPop?()
      return true
    case .popToRoot(let animated):
      let level = levels.topLevel
      return removeAbove(
        level: level, keeping: min(1, levels.count(on: level)), animated: animated,
        cause: .programmatic)
    case .popTo(let id, let animated):
      guard let position = levels.position(of: id) else { throw .unknownEntry(id) }
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
    case .dismiss(let animated):
      guard levels.topLevel > 0 else { throw .nothingPresented }
      guard !levels.showsDialog else { throw .dialogShown }
      return removeAbove(
        level: levels.topLevel, keeping: 0, animated: animated, cause: .programmatic)
    case .popFlow(let flow, let animated):
      if levels.tabs != nil {
        return popFlowAcrossTabs(flow, animated: animated)
      }
      var (mark, remaining) = markScreens(of: flow)
      guard remaining > 0,
        let lowest = levels.lowestPosition(
          marked: mark, remaining: &remaining, read: &recordsReadByFlowPops)
      else { return false }
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
    if count > 0 && level == levels.topLevel && count == levels.count(on: level) - 1,
      let (record, level) = changeLevels({ $0.popTop() })
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
    while levels.topLevel > level {
      let upper = levels.topLevel
      let start = removed.count
      removed.append(contentsOf: changeLevels { $0.removeTopLevel() })
      emit(.dismissed(entries(of: removed[start...], on: upper), animated: animated, cause: cause))
    }
    if count < levels.count(on: level) {
      let start = removed.count
      if count == 0 && level > 0 {
        removed.append(contentsOf: changeLevels { $0.removeTopLevel() })
        emit(
          .dismissed(entries(of: removed[start...], on: level), animated: animated, cause: cause))
      } else {
        removed.append(contentsOf: changeLevels { $0.removeTop(keeping: count) })
        emit(.popped(entries(of: removed[start...], on: level), animated: animated, cause: cause))
      }
    }
    return removed
  }

  /// The entries of `records`, which are on `level`, in their order.
  func entries(of records: ArraySlice<ScreenRecord>, on level: Int) -> [RouterEntry] {
    var entries: [RouterEntry] = []
    entries.reserveCapacity(records.count)
    for record in records {
      entries.append(entry(record, level))
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
