import Testing

@testable import Coordinator

/// The router's state as a value: each transition tested on the value alone, with no router, no
/// observer and no flow, by the whole state it leaves and what it returns.
@MainActor
@Suite struct NavigationStateTests {
  /// A state's screens by id: level 0's stacks (one, or one per tab), the selected one, the
  /// presented levels and the dialog, with the depth it counts.
  struct Shape: Equatable {
    var stacks: [[Int]]
    var rootIndex = 0
    var presented: [[Int]] = []
    var dialog: Int?
    var depth: Int
  }

  func shape(_ state: NavigationState) -> Shape {
    Shape(
      stacks: state.stacks.map { $0.map(\.id) }, rootIndex: state.rootIndex,
      presented: state.presented.map { $0.map(\.id) }, dialog: state.dialog?.id,
      depth: state.depth)
  }

  func record(_ id: Int, ownership: ScreenOwnership? = nil) -> ScreenRecord {
    ScreenRecord(id: id, screen: TestScreen("S\(id)"), ownership: ownership, onPop: nil)
  }

  func tabs(_ names: [String]) -> TabSet {
    TabSet(names: names, generation: 1, ownership: nil, onSelect: nil)
  }

  @Test func anEmptyStateHasOneEmptyStackAndNothingOnTop() {
    let state = NavigationState()
    #expect(shape(state) == Shape(stacks: [[]], depth: 0))
    #expect(state.topLevel == 0)
    #expect(state.top == nil)
    #expect(!state.showsDialog)
    #expect(state.selectedTab == nil)
  }

  @Test func pushAndPopChangeTheTopLevelOnly() {
    var state = NavigationState()
    state.add(record(1), onNewLevel: false)
    state.add(record(2), onNewLevel: false)
    #expect(shape(state) == Shape(stacks: [[1, 2]], depth: 2))

    let popped = state.popTop()
    #expect(popped?.record.id == 2)
    #expect(popped?.level == 0)
    #expect(shape(state) == Shape(stacks: [[1]], depth: 1))
    // A level's root does not pop.
    let poppedRoot = state.popTop()
    #expect(poppedRoot == nil)
    #expect(shape(state) == Shape(stacks: [[1]], depth: 1))
  }

  @Test func presentOpensALevelAndDismissTakesItWhole() {
    var state = NavigationState()
    state.add(record(1), onNewLevel: false)
    state.add(record(2), onNewLevel: true)
    state.add(record(3), onNewLevel: false)
    #expect(shape(state) == Shape(stacks: [[1]], presented: [[2, 3]], depth: 3))
    #expect(state.topLevel == 1)
    #expect(state.top?.id == 3)
    #expect(state.position(of: 1)! == (0, 0))
    #expect(state.position(of: 3)! == (1, 1))

    let dismissed = state.removeTopLevel()
    #expect(dismissed.map(\.id) == [3, 2])
    #expect(shape(state) == Shape(stacks: [[1]], depth: 1))
  }

  @Test func removeTopKeepsTheFirstScreensOfTheTopLevel() {
    var state = NavigationState()
    for id in 1...4 {
      state.add(record(id), onNewLevel: false)
    }
    let removed = state.removeTop(keeping: 1)
    #expect(removed.map(\.id) == [4, 3, 2])
    #expect(shape(state) == Shape(stacks: [[1]], depth: 1))
    let removedAgain = state.removeTop(keeping: 1)
    #expect(removedAgain.isEmpty)
  }

  @Test func theDialogSlotIsALevelAboveTheOthersThatTakesNoPop() {
    var state = NavigationState()
    state.add(record(1), onNewLevel: false)
    state.add(record(2), onNewLevel: true)
    state.showDialog(record(3))
    #expect(shape(state) == Shape(stacks: [[1]], presented: [[2]], dialog: 3, depth: 3))
    #expect(state.topLevel == 2)
    #expect(state.showsDialog)
    #expect(state.top?.id == 3)
    #expect(state.records(on: 2).map(\.id) == [3])
    #expect(state.position(of: 3)! == (2, 0))
    let poppedDialog = state.popTop()
    #expect(poppedDialog == nil)
    let removedUnderDialog = state.removeTop(keeping: 1)
    #expect(removedUnderDialog.isEmpty)

    // Taking the top level off takes the dialog, and only it.
    let dismissedDialog = state.removeTopLevel()
    #expect(dismissedDialog.map(\.id) == [3])
    #expect(shape(state) == Shape(stacks: [[1]], presented: [[2]], depth: 2))
  }

  @Test func replacingEverythingReturnsEveryScreenNewestFirstWithItsPlace() {
    var state = NavigationState()
    _ = state.replaceAll(with: nil, tabs: tabs(["a", "b"]), selected: 1)
    state.put(record(1), onTab: 0, limit: 10)
    state.put(record(2), onTab: 1, limit: 10)
    state.add(record(3), onNewLevel: true)
    state.showDialog(record(4))

    let (old, oldTabs) = state.replaceAll(with: record(5))
    #expect(old.map(\.record.id) == [4, 3, 2, 1])
    #expect(old.map(\.level) == [2, 1, 0, 0])
    #expect(old.map(\.tab) == [nil, nil, "b", "a"])
    #expect(old.map(\.isDialog) == [true, false, false, false])
    #expect(oldTabs?.names == ["a", "b"])
    #expect(shape(state) == Shape(stacks: [[5]], depth: 1))
    #expect(state.tabs == nil)
  }

  @Test func selectingATabChangesLevelZeroAndMovesNoScreen() {
    var state = NavigationState()
    _ = state.replaceAll(with: nil, tabs: tabs(["a", "b", "c"]), selected: 0)
    #expect(shape(state) == Shape(stacks: [[], [], []], depth: 0))
    state.put(record(1), onTab: 0, limit: 10)
    state.put(record(2), onTab: 2, limit: 10)
    state.add(record(3), onNewLevel: false)
    #expect(shape(state) == Shape(stacks: [[1, 3], [], [2]], depth: 3))

    state.select(2)
    #expect(shape(state) == Shape(stacks: [[1, 3], [], [2]], rootIndex: 2, depth: 3))
    #expect(state.selectedTab == 2)
    #expect(state.selectedTabName == "c")
    #expect(state.top?.id == 2)
    #expect(state.records(on: 0).map(\.id) == [2])
    // A screen of a tab that is not selected is not on a level shown now.
    #expect(state.position(of: 1) == nil)
    #expect(state.recordOnOtherTab(1)?.id == 1)
  }

  @Test func aTabStackChangesApartFromTheOthersAndTheLimitCountsThemAll() {
    var state = NavigationState()
    _ = state.replaceAll(with: nil, tabs: tabs(["a", "b"]), selected: 0)
    state.put(record(1), onTab: 1, limit: 3)
    state.put(record(2), onTab: 1, limit: 3)
    state.put(record(3), onTab: 0, limit: 3)
    let addedBeyondLimit = state.add(record(4), onTab: 0, limit: 3)
    #expect(!addedBeyondLimit)
    #expect(shape(state) == Shape(stacks: [[3], [1, 2]], depth: 3))

    let removed = state.remove(onTab: 1, keeping: 1)
    #expect(removed.map(\.id) == [2])
    let removedAgain = state.remove(onTab: 1, keeping: 1)
    #expect(removedAgain.isEmpty)
    #expect(shape(state) == Shape(stacks: [[3], [1]], depth: 2))
  }

  @Test func everyScreenIsCountedInItsOwnersTallyWhereItLies() {
    let owner = TestFlow("Owner", router: StackRouter(), screens: [])
    let ownership = ScreenOwnership(owner)
    var state = NavigationState()
    _ = state.replaceAll(with: nil, tabs: tabs(["a", "b", "c"]), selected: 0)
    state.put(record(1, ownership: ownership), onTab: 0, limit: 10)
    state.put(record(2, ownership: ownership), onTab: 2, limit: 10)
    state.add(record(3, ownership: ownership), onNewLevel: true)
    state.showDialog(record(4, ownership: ownership))
    let screens = ownership.screens
    #expect(screens.count == 4)
    #expect(screens.presentedCount == 2)
    #expect([0, 1, 2].map { screens.count(onTab: $0) } == [1, 0, 1])
    var tabsWithScreens: [Int: Int] = [:]
    screens.forEachTab { tabsWithScreens[$0] = $1 }
    #expect(tabsWithScreens == [0: 1, 2: 1])

    _ = state.removeTopLevel()
    _ = state.remove(onTab: 2, keeping: 0)
    #expect(screens.count == 2)
    #expect(screens.presentedCount == 1)
    #expect([0, 1, 2].map { screens.count(onTab: $0) } == [1, 0, 0])
    _ = state.replaceAll(with: nil)
    #expect(screens.count == 0)
    #expect(screens.presentedCount == 0)
  }

  @Test func aFlowsLowestScreenIsFoundReadingOnlyWhatIsAboveIt() {
    let flow = TestFlow("Flow", router: StackRouter(), screens: [])
    let ownership = ScreenOwnership(flow)
    var state = NavigationState()
    for id in 1...1_000 {
      state.add(record(id), onNewLevel: false)
    }
    state.add(record(1_001, ownership: ownership), onNewLevel: false)
    state.add(record(1_002, ownership: ownership), onNewLevel: true)
    state.add(record(1_003), onNewLevel: false)
    ownership.screens.mark = 7

    let found = state.lowestScreen(marked: 7, remaining: 2)
    #expect(found.position! == (0, 1_000))
    #expect(found.read == 3)
    // Nothing to find reads nothing.
    #expect(state.lowestScreen(marked: 7, remaining: 0).read == 0)
    // On the presented levels only, from level 1 up.
    let presented = state.lowestScreen(marked: 7, remaining: 1, fromLevel: 1)
    #expect(presented.position! == (1, 0))
    #expect(presented.read == 2)
  }

  @Test func aFlowsLowestScreenOnATabReadsThatTabOnly() {
    let flow = TestFlow("Flow", router: StackRouter(), screens: [])
    let ownership = ScreenOwnership(flow)
    ownership.screens.mark = 3
    var state = NavigationState()
    _ = state.replaceAll(with: nil, tabs: tabs(["a", "b"]), selected: 0)
    for id in 1...500 {
      state.put(record(id), onTab: 0, limit: 10_000)
    }
    state.put(record(501), onTab: 1, limit: 10_000)
    state.put(record(502, ownership: ownership), onTab: 1, limit: 10_000)
    state.put(record(503), onTab: 1, limit: 10_000)

    let found = state.lowestScreen(onTab: 1, marked: 3, remaining: 1)
    #expect(found.position! == (0, 1))
    #expect(found.read == 2)
  }
}

extension NavigationState {
  /// Puts `record` on `tab`'s stack, expecting it to fit under `limit`.
  mutating func put(
    _ record: ScreenRecord, onTab tab: Int, limit: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let added = add(record, onTab: tab, limit: limit)
    #expect(added, sourceLocation: sourceLocation)
  }
}
