extension StackRouter {
  /// A value snapshot of every level and entry, and of every tab.
  public var stack: RouterStack {
    let records = levels.byLevel
    let live = records.indices.map { level in records[level].map { entry($0, level) } }
    guard let tabs = levels.tabs else { return RouterStack(levels: live) }
    let stacks = tabs.names.indices.map { tab in
      RouterTab(
        name: tabs.names[tab],
        entries: levels.records(onTab: tab).map { entry($0, 0, tab: tabs.names[tab]) })
    }
    return RouterStack(levels: live, tabs: stacks, selectedTab: tabs.selectedName)
  }

  /// The entry on top of the top level, if any.
  public var topEntry: RouterEntry? {
    guard let record = levels.top else { return nil }
    return entry(record, levels.topLevel)
  }

  /// The screen on top of the top level, if any.
  public var topScreen: (any Presentable)? { levels.top?.screen }

  /// The number of levels: 1 plus the number of presented levels.
  public var levelCount: Int { levels.topLevel + 1 }

  /// The number of screens on all levels and tabs together, at most ``maximumDepth``.
  public var depth: Int { levels.depth }

  /// The screen of entry `id`, if it is on the router.
  public func screen(for id: RouterEntry.ID) -> (any Presentable)? {
    if let position = levels.position(of: id) {
      return levels[position].screen
    }
    guard let position = levels.tabs?.position(of: id) else { return nil }
    return levels.records(onTab: position.tab)[position.index].screen
  }

  /// Whether a transition is in flight, so that new calls are queued.
  public var isTransitionInFlight: Bool { gate.isInFlight }

  /// How many calls are queued behind the transition in flight.
  public var queuedCallCount: Int { gate.queuedCount }

  /// The id the next pushed, presented or root screen will get.
  public var nextEntryID: RouterEntry.ID { nextID }

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
