extension StackRouter {
  /// A value snapshot of every level and entry, and of every tab.
  public var stack: RouterStack {
    let records = state.byLevel
    let live = records.indices.map { level in records[level].map { entry($0, level) } }
    guard let tabs = state.tabs else { return RouterStack(levels: live) }
    let stacks = tabs.names.indices.map { tab in
      RouterTab(
        name: tabs.names[tab],
        entries: state.records(onTab: tab).map { entry($0, 0, tab: tabs.names[tab]) })
    }
    return RouterStack(levels: live, tabs: stacks, selectedTab: tabs.names[state.rootIndex])
  }

  /// The entry on top of the top level, if any.
  public var topEntry: RouterEntry? {
    guard let record = state.top else { return nil }
    return entry(record, state.topLevel)
  }

  /// The screen on top of the top level, if any.
  public var topScreen: (any Presentable)? { state.top?.screen }

  /// The number of levels: 1 plus the number of presented levels, the dialog counting as one.
  public var levelCount: Int { state.topLevel + 1 }

  /// The number of screens on all levels and tabs together, at most ``maximumDepth``.
  public var depth: Int { state.depth }

  /// The screen of entry `id`, if it is on the router.
  public func screen(for id: RouterEntry.ID) -> (any Presentable)? {
    if let position = state.position(of: id) {
      return state[position].screen
    }
    return state.recordOnOtherTab(id)?.screen
  }

  /// Whether a transition is in flight, so that new calls are queued.
  public var isTransitionInFlight: Bool { gate.isInFlight }

  /// How many calls are queued behind the transition in flight.
  public var queuedCallCount: Int { gate.queuedCount }

  /// The id the next pushed, presented or root screen will get.
  public var nextEntryID: RouterEntry.ID { state.nextID }

  /// Returns the journal and empties it.
  public func takeJournal() -> [RouterEvent] {
    let events = log.events
    log.events = []
    return events
  }

  /// Calls `handler` with every event from now on, until the returned observation is cancelled.
  ///
  /// Observers are called in the order they began to observe. One cancelled while an event
  /// is delivered, by itself or by another observer, hears no more of it.
  public func observe(_ handler: @escaping @MainActor (RouterEvent) -> Void) -> RouterObservation {
    let observer = log.add(handler)
    hasObservers = true
    return RouterObservation { [weak self, weak observer] in
      guard let self, let observer else { return }
      self.removeObserver(observer)
    }
  }

  func removeObserver(_ observer: EventObserver<RouterEvent>) {
    // Released here, after the access to `log` has ended, not inside it.
    _ = log.remove(observer)
    hasObservers = log.hasObservers
  }
}
