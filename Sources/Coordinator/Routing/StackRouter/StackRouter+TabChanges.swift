// The changes a tab set makes: setting it, selecting a tab, and the calls on one tab's stack.
// Like the other changes, each is made with the transition gate closed, and every record that
// leaves is reported before any `onPop` runs.

extension StackRouter {
  /// Makes a tab change; returns whether anything changed. Throws before it changes anything.
  func makeTabChange(_ call: Call) throws(RouterError) -> Bool {
    switch call {
    case .setTabs(let tabs, let animated):
      if let ownership = tabs.ownership {
        guard let owner = ownership.owner, owner.lifecycle != .finished else {
          throw .ownerFinished(ownership.name)
        }
      }
      let (removed, entries, oldTabs) = replaceAll(with: nil, tabs: tabs)
      emit(.tabsSet(tabs.names, selected: tabs.selectedName, removed: entries, animated: animated))
      runCallbacks(of: removed)
      withExtendedLifetime(oldTabs) {}
      tabs.onSelect?(tabs.selectedName)
      return true
    case .select(let name, let animated):
      guard let tabs = levels.tabs else { throw .noTabs }
      guard let index = tabs.names.firstIndex(of: name) else { throw .unknownTab(name) }
      return selectTab(index, animated: animated)
    case .onTab(let target, let tabCall):
      guard let tabs = levels.tabs, tabs.generation == target.generation else {
        throw .tabGone(target.name)
      }
      return try make(tabCall, onTab: target.index, named: tabs.names[target.index])
    default:
      return false
    }
  }

  /// Makes the selected tab `index`, tells the tab set's `onSelect`; returns whether the
  /// selection changed.
  func selectTab(_ index: Int, animated: Bool) -> Bool {
    guard let tabs = levels.tabs, index != tabs.selected else { return false }
    changeLevels { $0.select(index) }
    emit(.tabSelected(tabs.names[index], previous: tabs.selectedName, animated: animated))
    tabs.onSelect?(tabs.names[index])
    return true
  }

  private func make(_ call: Call.TabCall, onTab tab: Int, named name: String) throws(RouterError)
    -> Bool
  {
    let count = levels.records(onTab: tab).count
    switch call {
    case .push(let record, let animated):
      try admit(record)
      guard changeLevels({ $0.add(record, onTab: tab, limit: maximumDepth) }) else {
        throw .stackTooDeep(limit: maximumDepth)
      }
      emit(.pushed(entry(record, 0, tab: name), animated: animated))
      return true
    case .pop(let animated):
      guard count > 1 else { throw .nothingToPop }
      return remove(onTab: tab, keeping: count - 1, animated: animated, cause: .programmatic)
    case .popToRoot(let animated):
      return remove(onTab: tab, keeping: min(1, count), animated: animated, cause: .programmatic)
    case .popTo(let id, let animated):
      let stack = levels.records(onTab: tab)
      guard let offset = stack.lastIndex(where: { $0.id == id }) else {
        throw .unknownEntry(id)
      }
      return remove(
        onTab: tab, keeping: offset - stack.startIndex + 1, animated: animated,
        cause: .programmatic)
    case .setRoot(let record, let animated):
      try admit(record)
      guard levels.depth - count < maximumDepth else { throw .stackTooDeep(limit: maximumDepth) }
      let removed = changeLevels { $0.remove(onTab: tab, keeping: 0) }
      if !removed.isEmpty {
        emit(.popped(entries(of: removed, onTab: name), animated: animated, cause: .programmatic))
      }
      _ = changeLevels { $0.add(record, onTab: tab, limit: maximumDepth) }
      emit(.pushed(entry(record, 0, tab: name), animated: animated))
      runCallbacks(of: removed)
      return true
    }
  }

  /// Keeps the first `count` records of `tab`'s stack and removes the rest, reporting them in
  /// one event before their callbacks run; returns whether anything was removed.
  func remove(onTab tab: Int, keeping count: Int, animated: Bool, cause: PopCause) -> Bool {
    guard let name = levels.tabs?.names[tab] else { return false }
    let removed = changeLevels { $0.remove(onTab: tab, keeping: count) }
    guard !removed.isEmpty else { return false }
    emit(.popped(entries(of: removed, onTab: name), animated: animated, cause: cause))
    runCallbacks(of: removed)
    return true
  }

  /// Takes a flow's screens off a router with a tab set: on the presented levels, its lowest
  /// screen and everything above it; on each tab, its lowest screen and everything above it on
  /// that tab, and nothing of another flow's presented level. Every event, then every callback
  /// in the same order; returns whether anything left.
  ///
  /// Each walk stops when it has seen the flow's screens there (``OwnerScreens/presentedCount``,
  /// ``OwnerScreens/count(onTab:)``), and a tab or the presented levels where the flow has none
  /// are not read.
  func popFlowAcrossTabs(_ flow: [any FlowCoordinator], animated: Bool) -> Bool {
    guard let tabs = levels.tabs else { return false }
    let mark = markScreens(of: flow).mark
    var ids: Set<ObjectIdentifier> = []
    // The flow's screens on the presented levels, and on each tab.
    var presented = 0
    var onTab = [Int](repeating: 0, count: tabs.names.count)
    for coordinator in flow {
      ids.insert(ObjectIdentifier(coordinator))
      if let screens = screens(of: coordinator), screens.count > 0 {
        presented += screens.presentedCount
        for tab in onTab.indices {
          onTab[tab] += screens.count(onTab: tab)
        }
      }
    }
    var removed: [ScreenRecord] = []
    if let lowest = levels.lowestPosition(
      marked: mark, remaining: &presented, read: &recordsReadByFlowPops, fromLevel: 1)
    {
      removed = takeAbove(
        level: lowest.level, keeping: lowest.index, animated: animated, cause: .programmatic)
    }
    // The pop that waited has run: a tab set of the flow that is still here is the app's to
    // replace, and is no longer leaving. The flow is alive until its queued pop has run.
    if let ownership = tabs.ownership, let owner = ownership.owner,
      ids.contains(ObjectIdentifier(owner))
    {
      ownership.isLeaving = false
    }
    // The selected tab first: what is on screen leaves first.
    var order = [tabs.selected]
    for tab in tabs.names.indices where tab != tabs.selected {
      order.append(tab)
    }
    for tab in order {
      guard
        let lowest = levels.lowestIndex(
          onTab: tab, marked: mark, remaining: &onTab[tab], read: &recordsReadByFlowPops)
      else { continue }
      let records = changeLevels { $0.remove(onTab: tab, keeping: lowest) }
      emit(
        .popped(
          entries(of: records, onTab: tabs.names[tab]), animated: animated, cause: .programmatic))
      removed.append(contentsOf: records)
    }
    runCallbacks(of: removed)
    return !removed.isEmpty
  }

  /// The entries of `records`, which are on `tab`, in their order.
  private func entries(of records: [ScreenRecord], onTab tab: String) -> [RouterEntry] {
    var entries: [RouterEntry] = []
    entries.reserveCapacity(records.count)
    for record in records {
      entries.append(entry(record, 0, tab: tab))
    }
    return entries
  }

  /// Replaces every level and tab with `record` or `tabs`; returns the records that left and
  /// their entries, newest first.
  func replaceAll(
    with record: ScreenRecord?, tabs: TabStacks?
  ) -> (records: [ScreenRecord], entries: [RouterEntry], tabs: TabStacks?) {
    let (old, oldTabs) = changeLevels { $0.replaceAll(with: record, tabs: tabs) }
    var records: [ScreenRecord] = []
    var entries: [RouterEntry] = []
    records.reserveCapacity(old.count)
    entries.reserveCapacity(old.count)
    for (record, level, tab) in old {
      records.append(record)
      entries.append(entry(record, level, tab: tab))
    }
    return (records, entries, oldTabs)
  }
}
