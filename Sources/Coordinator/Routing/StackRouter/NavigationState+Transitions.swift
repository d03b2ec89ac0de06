// The transitions of a ``NavigationState``: functions of the value, each returning what it
// took off, newest first, without releasing it. The caller has made every check that may
// refuse the change (the depth limit, a finished owner, a dialog shown).

extension NavigationState {
  /// Puts `record` on top of the top level, or opens a presented level with it as its root.
  mutating func add(_ record: consuming ScreenRecord, onNewLevel: Bool) {
    depth += 1
    if onNewLevel {
      Self.count(record, by: 1, in: .presented)
      presented.append([record])
    } else if presented.isEmpty {
      Self.count(record, by: 1, in: rootRegion)
      stacks[rootIndex].append(record)
    } else {
      Self.count(record, by: 1, in: .presented)
      presented[presented.count - 1].append(record)
    }
  }

  /// Shows `record` on the dialog slot, over every level.
  mutating func showDialog(_ record: ScreenRecord) {
    depth += 1
    Self.count(record, by: 1, in: .presented)
    dialog = record
  }

  /// Takes the top record off the top level, unless it is the level's root or there is none.
  mutating func popTop() -> (record: ScreenRecord, level: Int)? {
    guard dialog == nil else { return nil }
    let level = presented.count
    guard count(on: level) > 1 else { return nil }
    depth -= 1
    if level == 0 {
      let record = stacks[rootIndex].removeLast()
      Self.count(record, by: -1, in: rootRegion)
      return (record, 0)
    }
    let record = presented[level - 1].removeLast()
    Self.count(record, by: -1, in: .presented)
    return (record, level)
  }

  /// Takes the top level off, with its records, newest first; level 0 stays.
  mutating func removeTopLevel() -> [ScreenRecord] {
    if let dialog {
      self.dialog = nil
      depth -= 1
      Self.count(dialog, by: -1, in: .presented)
      return [dialog]
    }
    let removed = Array(presented.removeLast().reversed())
    depth -= removed.count
    Self.countOut(removed, from: .presented)
    return removed
  }

  /// Takes the records of the top level from its `count`th on, newest first.
  mutating func removeTop(keeping count: Int) -> [ScreenRecord] {
    if dialog != nil {
      return count == 0 ? removeTopLevel() : []
    }
    if presented.isEmpty {
      return remove(onTab: rootIndex, keeping: count)
    }
    let level = presented.count - 1
    let removed = Array(presented[level][count...].reversed())
    presented[level].removeSubrange(count...)
    if presented[level].isEmpty {
      presented.removeLast()
    }
    depth -= removed.count
    Self.countOut(removed, from: .presented)
    return removed
  }

  /// Replaces every level and tab with level 0 holding `record`, or with `tabs` of empty
  /// stacks, `selected` selected, when `record` is `nil`; returns what was there, newest
  /// first, each record with its level, its tab and whether it was the dialog, and the old
  /// tab set, to be released by the caller.
  mutating func replaceAll(
    with record: ScreenRecord?, tabs newTabs: TabSet? = nil, selected: Int = 0
  ) -> (records: [(record: ScreenRecord, level: Int, tab: String?, isDialog: Bool)], tabs: TabSet?)
  {
    var old: [(record: ScreenRecord, level: Int, tab: String?, isDialog: Bool)] = []
    old.reserveCapacity(depth)
    if let dialog {
      old.append((dialog, presented.count + 1, nil, true))
      Self.count(dialog, by: -1, in: .presented)
    }
    for level in presented.indices.reversed() {
      for record in presented[level].reversed() {
        old.append((record, level + 1, nil, false))
        Self.count(record, by: -1, in: .presented)
      }
    }
    for stack in stacks.indices.reversed() {
      let region = tabs == nil ? Region.root : .tab(stack)
      for record in stacks[stack].reversed() {
        old.append((record, 0, tabs?.names[stack], false))
        Self.count(record, by: -1, in: region)
      }
    }
    let oldTabs = tabs
    tabs = newTabs
    rootIndex = newTabs == nil ? 0 : selected
    dialog = nil
    presented = []
    if let record {
      Self.count(record, by: 1, in: rootRegion)
      stacks = [[record]]
      depth = 1
    } else {
      stacks = Array(repeating: [], count: newTabs?.names.count ?? 1)
      depth = 0
    }
    return (old, oldTabs)
  }

  // MARK: - Tabs

  /// Selects `tab`: its stack becomes level 0, under the presented levels; no stack moves.
  mutating func select(_ tab: Int) {
    rootIndex = tab
  }

  /// Puts `record` on top of `tab`'s stack, under any presented level, unless the state holds
  /// `limit` records already.
  mutating func add(_ record: ScreenRecord, onTab tab: Int, limit: Int) -> Bool {
    guard depth < limit, tabs != nil else { return false }
    depth += 1
    Self.count(record, by: 1, in: .tab(tab))
    stacks[tab].append(record)
    return true
  }

  /// Takes the records of `tab`'s stack (level 0's stack without tabs) from its `count`th on,
  /// newest first.
  mutating func remove(onTab tab: Int, keeping count: Int) -> [ScreenRecord] {
    guard count < stacks[tab].count else { return [] }
    let removed = Array(stacks[tab][count...].reversed())
    stacks[tab].removeSubrange(count...)
    depth -= removed.count
    Self.countOut(removed, from: tabs == nil ? .root : .tab(tab))
    return removed
  }
}
