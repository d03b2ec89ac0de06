import Coordinator
import FlowsShell
import Testing

/// An app shaped like Ice Cubes: a compose sheet kept beside its tabs' paths, whose draft is a
/// place of its own and whose guard asks "Discard draft?".
@MainActor
@Suite struct ComposeAppExplorationTests {
  @Test func theSheetBesideThePathsExploresCleanAndReachesTheDraftGuard() async {
    let exploration = await FlowExplorer(depth: 3) { _ in ComposeApp() }.explore()
    #expect(exploration.violations == [])
    #expect(exploration.summary == "explored 21 places, 101 moves, depth 3: 0 violations")
    // Typing a draft is a move to another place, and leaving it by `cancel` or a swipe-down
    // asks.
    let places = exploration.map.places
    let guarded = places.filter { $0.screen == "Alert" }
    #expect(guarded.map(\.script) == [["compose", "type Hello", "cancel"]])
    #expect(
      guarded.first?.states.split(separator: "\n").last
        == "Alert says: Discard draft? / discard — Discard (destructive) / keep — Keep (cancel)")
    let draft = places.first { $0.script == ["compose", "type Hello"] }
    #expect(draft?.states.split(separator: "\n").last == #"Compose: (draft: "Hello")"#)
    #expect(
      exploration.map.moves.filter { $0.from == draft?.id && $0.to == guarded.first?.id }
        .map(\.line) == ["cancel", ":dismiss"])
    // No path names the sheet: under it, a path is the tabs' own.
    #expect(
      Set(places.filter { $0.screen == "Compose" }.compactMap(\.path)) == [
        "/timeline", "/timeline/7", "/notifications", "/notifications/7",
      ])
  }

  /// The draft guard asks, and the sheet's flow and screen are released once it is discarded.
  @Test func aDiscardedDraftLeavesNothingAlive() async {
    let app = ComposeApp()
    let shell = HeadlessShell(app: app, name: "compose")
    #expect(await shell.run("compose"))
    #expect(await shell.run("type Hello"))
    weak let flow = app.childCoordinators.first { $0 is ComposeFlow }
    weak let screen = app.router.topScreen
    #expect(flow != nil && screen?.screenName == "Compose")
    _ = await shell.run(":dismiss")
    #expect(app.router.topScreen?.screenName == "Alert")
    #expect(await shell.run("discard"))
    #expect(
      app.router.stack.description == """
        tab timeline (selected): #1 Timeline
        tab notifications: #2 Notifications
        """)
    #expect(flow == nil && screen == nil)
  }

  @Test func aLinkUnderTheSheetIsNotExpectedToBringItBack() async {
    let explorer = FlowExplorer(depth: 0) { _ in ComposeApp() }
    #expect(await explorer.violations(after: ["compose", "type Hello"]) == [])
    #expect(await explorer.violations(after: [":tab notifications", "compose"]) == [])
  }
}
