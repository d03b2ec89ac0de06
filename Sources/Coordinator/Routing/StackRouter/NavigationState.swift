/// Where a ``StackRouter`` is, as one value: level 0 (one stack, or a stack per tab with one
/// selected), the presented levels each with its stack, and a dialog slot over them.
///
/// Level 0 is the selected tab's stack, or the one stack without tabs; level `n` is the `n`th
/// presented level; a dialog, when one is shown, is the level above them all, on a slot of its
/// own that holds one screen and takes no push. Selecting a tab changes which stack is level
/// 0 and copies none.
///
/// Its transitions are mutating methods (`NavigationState+Transitions.swift`), functions of the
/// value that call no code outside it (a screen's name, an `onPop`, an observer) and release no
/// record: what a transition removes is returned, for the router to report and release after
/// the change. Every record that comes or goes is counted in or out of its owner's screens, in
/// its region (``Region``).
struct NavigationState {
  /// The stacks of level 0: one, or one per tab in tab order.
  var stacks: [[ScreenRecord]] = [[]]
  /// The index in ``stacks`` of level 0's stack: the selected tab's, 0 without tabs.
  var rootIndex = 0
  /// The tab set, if level 0 is one.
  var tabs: TabSet?
  /// The stack of each presented level, bottom level first; none is empty.
  var presented: [[ScreenRecord]] = []
  /// The dialog shown over every level, if any.
  var dialog: ScreenRecord?
  /// The number of records on all levels and all tabs together.
  var depth = 0
  /// The id the next record gets: ids are given in push order, from 1, and never reused.
  var nextID: RouterEntry.ID = 1
  /// The ``TabSet/generation`` the next tab set gets.
  var nextTabGeneration = 1
  /// The tab set most recently asked for, shown or waiting behind a transition, with its
  /// generation, for the routers of its tabs to address; `nil` after a root replacement was
  /// asked for.
  var requestedTabs: (names: [String], generation: Int)?
  /// Where each owner's tally of its screens is found; the owners carry most.
  let tallies = OwnerTallies()
  #if DEBUG
    /// How many records every flow's pop so far read to find the flow's screens: for tests,
    /// which check that a pop reads what is above the flow's lowest screen and nothing below.
    /// Not in a release build.
    var recordsReadByFlowPops = 0
  #endif

  /// The index of the top level: the dialog's when one is shown.
  var topLevel: Int { presented.count + (dialog == nil ? 0 : 1) }

  /// Whether the top level is a dialog's.
  var showsDialog: Bool { dialog != nil }

  /// The index of the selected tab; `nil` without tabs.
  var selectedTab: Int? { tabs == nil ? nil : rootIndex }

  /// The name of the selected tab; `nil` without tabs.
  var selectedTabName: String? { tabs.map { $0.names[rootIndex] } }

  /// The region of level 0: the selected tab's stack, or the root stack without a tab set.
  var rootRegion: Region { tabs == nil ? .root : .tab(rootIndex) }

  /// The region of `level`.
  func region(of level: Int) -> Region {
    level > 0 ? .presented : rootRegion
  }

  /// The number of records on `level`.
  func count(on level: Int) -> Int {
    if level == 0 {
      return stacks[rootIndex].count
    }
    return level <= presented.count ? presented[level - 1].count : 1
  }

  /// The record on top of the top level, if any.
  var top: ScreenRecord? {
    if let dialog {
      return dialog
    }
    return presented.last?.last ?? stacks[rootIndex].last
  }

  /// The records of `level`, bottom first.
  func records(on level: Int) -> ArraySlice<ScreenRecord> {
    if level == 0 {
      return stacks[rootIndex][...]
    }
    if level <= presented.count {
      return presented[level - 1][...]
    }
    return dialog.map { [$0][...] } ?? []
  }

  /// The records of every level, bottom level first.
  var byLevel: [ArraySlice<ScreenRecord>] {
    (0...topLevel).map { records(on: $0) }
  }

  /// The records of `tab`'s stack, bottom first.
  func records(onTab tab: Int) -> ArraySlice<ScreenRecord> {
    stacks[tab][...]
  }

  /// The position of entry `id` on a level shown now, searched from the top down.
  func position(of id: RouterEntry.ID) -> (level: Int, index: Int)? {
    if let dialog, dialog.id == id {
      return (presented.count + 1, 0)
    }
    for level in presented.indices.reversed() {
      if let index = presented[level].lastIndex(where: { $0.id == id }) {
        return (level + 1, index)
      }
    }
    return stacks[rootIndex].lastIndex { $0.id == id }.map { (0, $0) }
  }

  /// The record at `position`.
  subscript(position: (level: Int, index: Int)) -> ScreenRecord {
    records(on: position.level)[position.index]
  }

  /// The record of entry `id` on a tab that is not selected.
  func recordOnOtherTab(_ id: RouterEntry.ID) -> ScreenRecord? {
    for tab in stacks.indices where tab != rootIndex {
      if let record = stacks[tab].last(where: { $0.id == id }) {
        return record
      }
    }
    return nil
  }
}

/// The tab set of a ``StackRouter``'s level 0: the tabs' names, which is selected, and what the
/// router needs to tell its owner and its app.
///
/// The stacks are the ``NavigationState``'s; the selection is its ``NavigationState/rootIndex``.
struct TabSet {
  /// The tabs, in their order.
  let names: [String]
  /// Tells this tab set from any the router held before, so that the router of a tab of an
  /// earlier set is refused.
  let generation: Int
  /// The owner given to `setTabs`, for the tree to show the tabs on.
  let ownership: ScreenOwnership?
  /// Told the name of every tab that becomes selected, the first one included.
  let onSelect: (@MainActor (String) -> Void)?
}

/// Which tab of which tab set a call through a tab's router is for.
struct TabTarget {
  /// The tab's index in its set.
  let index: Int
  /// The ``TabSet/generation`` of its set.
  let generation: Int
  /// The tab's name, for the errors that name it.
  let name: String
}
