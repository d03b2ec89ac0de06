import Coordinator
import CoordinatorBridge
import Testing

/// The commands between two sets of shown screens, whole: what goes first, what stays, what
/// comes.
@Suite struct PlatformScreensCommandTests {
  func commands(
    _ from: PlatformScreens, _ to: PlatformScreens, replacingRoot: Bool = false
  ) -> [String] {
    from.commands(toShow: to, replacingRoot: replacingRoot, animated: true).map(\.description)
  }

  @Test func nothingChangedIsNoCommand() {
    let screens = PlatformScreens(root: [1, 2], presented: [[3]], dialog: 4)
    #expect(commands(screens, screens) == [])
  }

  @Test func aNewRootDismissesEverythingFirst() {
    #expect(
      commands(
        PlatformScreens(root: [1, 2], presented: [[3], [4]], dialog: 5),
        PlatformScreens(root: [6])) == ["hide dialog", "dismiss level 1", "set root: #6"])
    // The same root, replaced: the router said so.
    #expect(
      commands(PlatformScreens(root: [1]), PlatformScreens(root: [1]), replacingRoot: true)
        == ["set root: #1"])
  }

  @Test func aLevelWithTheSameRootStaysAndOnlyItsStackChanges() {
    #expect(
      commands(
        PlatformScreens(root: [1], presented: [[2, 3], [4]]),
        PlatformScreens(root: [1, 5], presented: [[2], [6]]))
        == [
          "dismiss level 2", "set level 0: #1, #5", "set level 1: #2", "present level 2: #6",
        ])
  }

  @Test func aDialogComesLastAndGoesFirst() {
    #expect(
      commands(PlatformScreens(root: [1]), PlatformScreens(root: [1], presented: [[2]], dialog: 3))
        == ["present level 1: #2", "show dialog #3"])
    #expect(
      commands(PlatformScreens(root: [1], presented: [[2]], dialog: 3), PlatformScreens(root: [1]))
        == ["hide dialog", "dismiss level 1"])
  }

  @Test func tabsAreSetThenSelectedAndTheirStacksChanged() {
    let tabs = [TabScreens(name: "A", ids: [1]), TabScreens(name: "B", ids: [])]
    #expect(
      commands(PlatformScreens(root: [9]), PlatformScreens(tabs: tabs, selectedTab: "A"))
        == ["set tabs A*: #1; B: (empty)"])
    let changed = [TabScreens(name: "A", ids: [1, 2]), TabScreens(name: "B", ids: [3])]
    #expect(
      commands(
        PlatformScreens(tabs: tabs, selectedTab: "A"),
        PlatformScreens(tabs: changed, selectedTab: "B"))
        == ["select tab B", "set tab A: #1, #2", "set tab B: #3"])
  }

  @Test func theRoutersStackReadsAsScreens() {
    let stack = RouterStack(
      levels: [
        [RouterEntry(id: 1, screen: "A", level: 0, tab: "A")],
        [RouterEntry(id: 3, screen: "Sheet", level: 1)],
        [RouterEntry(id: 4, screen: "Dialog", level: 2, isDialog: true)],
      ],
      tabs: [
        RouterTab(name: "A", entries: [RouterEntry(id: 1, screen: "A", level: 0, tab: "A")]),
        RouterTab(name: "B", entries: [RouterEntry(id: 2, screen: "B", level: 0, tab: "B")]),
      ], selectedTab: "A")
    let screens = PlatformScreens(stack)
    #expect(
      screens
        == PlatformScreens(
          tabs: [TabScreens(name: "A", ids: [1]), TabScreens(name: "B", ids: [2])],
          selectedTab: "A", presented: [[3]], dialog: 4))
    #expect(screens.description == "tab A*: #1\ntab B: #2\nlevel 1: #3\ndialog: #4")
    #expect(screens.topPlace == .level(1))
  }
}
