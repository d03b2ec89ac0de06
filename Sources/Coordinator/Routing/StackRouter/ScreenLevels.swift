/// The levels of a ``StackRouter``: the root stack, then one stack per presented level; with a
/// tab set, the root stack is the selected tab's and the others' are parked in ``tabs``.
///
/// Every record in one array, bottom level first, with the index where each presented level
/// begins, so that a push or a pop is one append or removal. A value with mutating methods,
/// each change made on the router's levels taken out (``StackRouter/changeLevels(_:)``), so
/// that no run-time exclusivity check is needed. Nothing here calls code
/// outside the router (a screen's name, an `onPop`, an observer), and no record is released
/// inside a method: what a change removes is returned, for the router to report and release
/// after the access has ended. Every record that comes or goes is counted in or out of its
/// owner's screens, in its region (``Region``).
struct ScreenLevels {
  /// Every record, bottom level first.
  private(set) var records: [ScreenRecord] = []
  /// The index in ``records`` of the root of each presented level, in order: level 0 begins at
  /// 0 and is not listed. Empty arrays, so that an empty router allocates nothing.
  private var presentedStarts: [Int] = []
  /// The tab set of level 0, if the router holds one.
  private(set) var tabs: TabStacks?
  /// The region of level 0: the selected tab's stack, or the root stack without a tab set.
  /// Kept apart from ``tabs``, so that a push or a pop reads it without a copy of the tab set.
  private(set) var rootRegion = Region.root

  /// The number of records on all levels and all tabs together.
  var depth: Int { records.count + (tabs?.parkedCount ?? 0) }

  /// The index of the top level.
  var topLevel: Int { presentedStarts.count }

  /// The index in ``records`` where `level` begins.
  func start(of level: Int) -> Int {
    level == 0 ? 0 : presentedStarts[level - 1]
  }

  /// The index in ``records`` where `level` ends.
  func end(of level: Int) -> Int {
    level == presentedStarts.count ? records.count : presentedStarts[level]
  }

  /// The number of records on `level`.
  func count(on level: Int) -> Int { end(of: level) - start(of: level) }

  /// The record on top of the top level, if any.
  var top: ScreenRecord? { records.last }

  /// Whether the top level is a dialog's.
  var showsDialog: Bool { records.last?.isDialog ?? false }

  /// The records of `level`, bottom first.
  func records(on level: Int) -> ArraySlice<ScreenRecord> {
    records[start(of: level)..<end(of: level)]
  }

  /// The records of every level, bottom level first.
  var byLevel: [ArraySlice<ScreenRecord>] {
    (0...topLevel).map { records[start(of: $0)..<end(of: $0)] }
  }

  /// The position of entry `id`, searched from the top down.
  func position(of id: RouterEntry.ID) -> (level: Int, index: Int)? {
    records.lastIndex { $0.id == id }.map(position(atOffset:))
  }

  /// The record at `position`.
  subscript(position: (level: Int, index: Int)) -> ScreenRecord {
    records[start(of: position.level) + position.index]
  }

  /// The level and index of the record at `offset` in ``records``.
  func position(atOffset offset: Int) -> (level: Int, index: Int) {
    var level = topLevel
    while offset < start(of: level) {
      level -= 1
    }
    return (level, offset - start(of: level))
  }

  /// Puts `record` on top of the top level, or opens a level with it as its root; the caller
  /// has checked the depth limit.
  mutating func add(_ record: consuming ScreenRecord, onNewLevel: Bool) {
    if onNewLevel {
      presentedStarts.append(records.count)
    }
    Self.count(record, by: 1, in: presentedStarts.isEmpty ? rootRegion : .presented)
    records.append(record)
  }

  /// Takes the top record off the top level, unless it is the level's root or there is none.
  mutating func popTop() -> (record: ScreenRecord, level: Int)? {
    guard records.count - start(of: topLevel) > 1 else { return nil }
    let record = records.removeLast()
    Self.count(record, by: -1, in: region(of: topLevel))
    return (record, topLevel)
  }

  /// Takes the top level off, with its records, newest first; level 0 stays.
  mutating func removeTopLevel() -> [ScreenRecord] {
    removeRecords(from: presentedStarts.removeLast(), in: .presented)
  }

  /// Takes the records of the top level from its `count`th on, newest first.
  mutating func removeTop(keeping count: Int) -> [ScreenRecord] {
    removeRecords(from: start(of: topLevel) + count, in: region(of: topLevel))
  }

  private mutating func removeRecords(from offset: Int, in region: Region) -> [ScreenRecord] {
    // Copied before they leave, so that none is released inside the access.
    let removed = Array(records[offset...].reversed())
    records.removeSubrange(offset...)
    Self.countOut(removed, from: region)
    return removed
  }

  /// Replaces every level and tab with level 0 holding `record`, or with `tabs` of empty
  /// stacks when `record` is `nil`; returns what was there, newest first, each record with
  /// its level and tab.
  mutating func replaceAll(
    with record: ScreenRecord?, tabs newTabs: TabStacks? = nil
  ) -> (records: [(record: ScreenRecord, level: Int, tab: String?)], tabs: TabStacks?) {
    var old: [(record: ScreenRecord, level: Int, tab: String?)] = []
    let live = byLevel
    for level in live.indices.reversed() where level > 0 {
      for record in live[level].reversed() {
        old.append((record, level, nil))
        Self.count(record, by: -1, in: .presented)
      }
    }
    if let tabs {
      for tab in tabs.names.indices.reversed() {
        let stack = tab == tabs.selected ? Array(live[0]) : tabs.parked[tab]
        for record in stack.reversed() {
          old.append((record, 0, tabs.names[tab]))
          Self.count(record, by: -1, in: .tab(tab))
        }
      }
    } else {
      for record in live[0].reversed() {
        old.append((record, 0, nil))
        Self.count(record, by: -1, in: .root)
      }
    }
    // Worked out from the argument: reading `tabs` after it was replaced crashed the
    // optimiser (Swift 6.3.1, release builds).
    rootRegion = if let selected = newTabs?.selected { .tab(selected) } else { .root }
    if let record {
      Self.count(record, by: 1, in: rootRegion)
    }
    records = record.map { [$0] } ?? []
    presentedStarts = []
    // The old tab set goes back to the caller, to be released after the access has ended.
    let oldTabs = tabs
    tabs = newTabs
    return (old, oldTabs)
  }

  // MARK: - Tabs

  /// The records of `tab`'s stack, bottom first.
  func records(onTab tab: Int) -> ArraySlice<ScreenRecord> {
    guard let tabs, tab != tabs.selected else { return records[0..<end(of: 0)] }
    return tabs.parked[tab][...]
  }

  /// Selects `tab`: its stack becomes level 0, under the presented levels, and the stack that
  /// was level 0 is parked.
  mutating func select(_ tab: Int) {
    guard var tabs, tab != tabs.selected else { return }
    let shown = Array(records[0..<end(of: 0)])
    let incoming = tabs.parked[tab]
    records.replaceSubrange(0..<end(of: 0), with: incoming)
    shiftPresented(by: incoming.count - shown.count)
    tabs.parked[tabs.selected] = shown
    tabs.parked[tab] = []
    tabs.parkedCount += shown.count - incoming.count
    tabs.selected = tab
    self.tabs = tabs
    rootRegion = .tab(tab)
  }

  /// Puts `record` on top of `tab`'s stack, under any presented level, unless the router
  /// holds `limit` records already.
  mutating func add(_ record: ScreenRecord, onTab tab: Int, limit: Int) -> Bool {
    guard depth < limit, var tabs else { return false }
    Self.count(record, by: 1, in: .tab(tab))
    if tab == tabs.selected {
      records.insert(record, at: end(of: 0))
      shiftPresented(by: 1)
    } else {
      self.tabs = nil
      tabs.parked[tab].append(record)
      tabs.parkedCount += 1
      self.tabs = tabs
    }
    return true
  }

  /// Takes the records of `tab`'s stack from its `count`th on, newest first.
  mutating func remove(onTab tab: Int, keeping count: Int) -> [ScreenRecord] {
    guard var tabs else { return [] }
    if tab == tabs.selected {
      let range = count..<end(of: 0)
      let removed = Array(records[range].reversed())
      records.removeSubrange(range)
      shiftPresented(by: -removed.count)
      Self.countOut(removed, from: .tab(tab))
      return removed
    }
    self.tabs = nil
    let removed = Array(tabs.parked[tab][count...].reversed())
    tabs.parked[tab].removeSubrange(count...)
    tabs.parkedCount -= removed.count
    self.tabs = tabs
    Self.countOut(removed, from: .tab(tab))
    return removed
  }

  private mutating func shiftPresented(by delta: Int) {
    guard delta != 0 else { return }
    for index in presentedStarts.indices {
      presentedStarts[index] += delta
    }
  }
}
