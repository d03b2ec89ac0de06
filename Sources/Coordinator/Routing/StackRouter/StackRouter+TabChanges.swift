// The changes a tab set makes: setting it, selecting a tab, and the calls on one tab's stack.
// Like the other changes, each is made with the transition gate closed, and every record that
// leaves is reported before any `onPop` runs.

extension StackRouter {
  /// Makes a tab change; returns whether anything changed. Throws before it changes anything.
  func makeTabChange(_ call: Call) throws(RouterError) -> Bool {
    switch call {
    case .setTabs(let tabs, let selected, let animated):
      if let ownership = tabs.ownership {
        guard let owner = ownership.owner, owner.lifecycle != .finished else {
          throw .ownerFinished(ownership.name)
        }
      }
      let (removed, entries, oldTabs) = replaceAll(with: nil, tabs: tabs, selected: selected)
      let name = tabs.names[selected]
      emit(.tabsSet(tabs.names, selected: name, removed: entries, animated: animated))
      runCallbacks(of: removed)
      withExtendedLifetime(oldTabs) {}
      tabs.onSelect?(name)
      return true
    case .select(let name, let animated):
      guard let tabs = state.tabs else { throw .noTabs }
      guard let index = tabs.names.firstIndex(of: name) else { throw .unknownTab(name) }
      return selectTab(index, animated: animated)
    case .onTab(let target, let tabCall):
      guard let tabs = state.tabs, tabs.generation == target.generation else {
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
    guard let tabs = state.tabs, index != state.rootIndex else { return false }
    let previous = tabs.names[state.rootIndex]
    state.select(index)
    emit(.tabSelected(tabs.names[index], previous: previous, animated: animated))
    tabs.onSelect?(tabs.names[index])
    return true
  }

  private func make(_ call: Call.TabCall, onTab tab: Int, named name: String) throws(RouterError)
    -> Bool
  {
    let count = state.records(onTab: tab).count
    switch call {
    case .push(let record, let animated):
      try admit(record)
      guard state.add(record, onTab: tab, limit: maximumDepth) else {
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
      guard let offset = state.stacks[tab].lastIndex(where: { $0.id == id }) else {
        throw .unknownEntry(id)
      }
      return remove(onTab: tab, keeping: offset + 1, animated: animated, cause: .programmatic)
    case .setRoot(let record, let animated):
      try admit(record)
      guard state.depth - count < maximumDepth else { throw .stackTooDeep(limit: maximumDepth) }
      let removed = state.remove(onTab: tab, keeping: 0)
      if !removed.isEmpty {
        emit(.popped(entries(of: removed, onTab: name), animated: animated, cause: .programmatic))
      }
      _ = state.add(record, onTab: tab, limit: maximumDepth)
      emit(.pushed(entry(record, 0, tab: name), animated: animated))
      runCallbacks(of: removed)
      return true
    }
  }

  /// Keeps the first `count` records of `tab`'s stack and removes the rest, reporting them in
  /// one event before their callbacks run; returns whether anything was removed.
  func remove(onTab tab: Int, keeping count: Int, animated: Bool, cause: PopCause) -> Bool {
    guard let name = state.tabs?.names[tab] else { return false }
    let removed = state.remove(onTab: tab, keeping: count)
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
    guard let tabs = state.tabs else { return false }
    let mark = markScreens(of: flow).mark
    // The flow's screens on the presented levels, and on each tab where it has any.
    var presented = 0
    var onTab: [Int: Int] = [:]
    var ownsTabSet = false
    let tabOwner = tabs.ownership?.owner
    for coordinator in flow {
      if coordinator === tabOwner {
        ownsTabSet = true
      }
      if let screens = screens(of: coordinator), screens.count > 0 {
        presented += screens.presentedCount
        screens.forEachTab { tab, count in onTab[tab, default: 0] += count }
      }
    }
    var removed: [ScreenRecord] = []
    if presented > 0 {
      let found = state.lowestScreen(marked: mark, remaining: presented, fromLevel: 1)
      countRead(found)
      if let lowest = found.position {
        removed = takeAbove(
          level: lowest.level, keeping: lowest.index, animated: animated, cause: .programmatic)
      }
    }
    // The pop that waited has run: a tab set of the flow that is still here is the app's to
    // replace, and is no longer leaving. The flow is alive until its queued pop has run.
    if ownsTabSet {
      tabs.ownership?.isLeaving = false
    }
    // The selected tab first: what is on screen leaves first; then the others in tab order.
    var order = onTab.keys.sorted()
    if let selected = order.firstIndex(of: state.rootIndex) {
      order.remove(at: selected)
      order.insert(state.rootIndex, at: 0)
    }
    for tab in order {
      let found = state.lowestScreen(onTab: tab, marked: mark, remaining: onTab[tab] ?? 0)
      countRead(found)
      guard let lowest = found.position else { continue }
      let records = state.remove(onTab: tab, keeping: lowest.index)
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
    with record: ScreenRecord?, tabs: TabSet?, selected: Int = 0
  ) -> (records: [ScreenRecord], entries: [RouterEntry], tabs: TabSet?) {
    let (old, oldTabs) = state.replaceAll(with: record, tabs: tabs, selected: selected)
    var records: [ScreenRecord] = []
    var entries: [RouterEntry] = []
    records.reserveCapacity(old.count)
    entries.reserveCapacity(old.count)
    for (record, level, tab, isDialog) in old {
      records.append(record)
      entries.append(entry(record, level, tab: tab, isDialog: isDialog))
    }
    return (records, entries, oldTabs)
  }
}
