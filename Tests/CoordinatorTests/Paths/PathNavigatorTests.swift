import Coordinator
import Testing

/// Applying a path: the exact pops, newest first, then pushes, animated only for a single move.
@MainActor
@Suite struct PathNavigatorTests {
  nonisolated static let changes: [PathChange] = [
    PathChange("/", "/main", [.pushed("main", animated: true)]),
    PathChange(
      "/", "/main/settings/profile",
      [
        .pushed("main", animated: false), .pushed("settings", animated: false),
        .pushed("profile", animated: false),
      ]),
    PathChange("/main/settings/profile", "/main/settings", [.popped("profile", animated: true)]),
    PathChange("/main/settings", "/main/settings/profile", [.pushed("profile", animated: true)]),
    PathChange(
      "/main/settings/profile", "/main/about/licenses",
      [
        .popped("profile", animated: false), .popped("settings", animated: false),
        .pushed("about", animated: false), .pushed("licenses", animated: false),
      ]),
    PathChange(
      "/main/about/licenses", "/login",
      [
        .popped("licenses", animated: false), .popped("about", animated: false),
        .popped("main", animated: false), .pushed("login", animated: false),
      ]),
    PathChange(
      "/main/game", "/main/settings",
      [.popped("game", animated: false), .pushed("settings", animated: false)]),
    PathChange(
      "/main/about/licenses/credits", "/main",
      [
        .popped("credits", animated: false), .popped("licenses", animated: false),
        .popped("about", animated: false),
      ]),
    PathChange("/login", "/", [.popped("login", animated: true)]),
    PathChange("/main/settings/profile", "/main/settings/profile", []),
    PathChange("/", "/", []),
  ]

  @Test(arguments: changes)
  func aChangeRunsExactlyTheseMoves(change: PathChange) throws {
    let app = try ToyPathApp()
    try app.open(change.from)
    try app.navigation.apply(string: change.to)
    #expect(app.navigation.takeJournal() == change.trace)
    #expect(app.navigation.currentPath.description == change.to)
    #expect(!app.navigation.isChanging)
    // The result is what opening the path from the start gives, and nothing left behind lives.
    let fresh = try ToyPathApp()
    try fresh.open(change.to)
    #expect(app.tree == fresh.tree)
    #expect(app.screens == fresh.screens)
    #expect(app.stage.liveNames.sorted() == fresh.stage.liveNames.sorted())
    #expect(app.violations == [])
  }

  @Test func theRouterMovesScreensAndFlowsExactly() throws {
    let app = try ToyPathApp()
    try app.open("/main/settings/profile")
    #expect(app.stack == "level 0: #1 Launch, #2 Main, #3 Settings, #4 Profile")
    #expect(app.tree == "ToyApp(ToyMain(ToySettings))")

    try app.navigation.apply(string: "/main/about/licenses")
    #expect(
      app.stage.router.takeJournal() == [
        .popped(
          [RouterEntry(id: 4, screen: "Profile", level: 0, owner: "ToySettings")],
          animated: false, cause: .programmatic),
        .popped(
          [RouterEntry(id: 3, screen: "Settings", level: 0, owner: "ToySettings")],
          animated: false, cause: .programmatic),
        .presented(
          RouterEntry(id: 5, screen: "About", level: 1, owner: "ToyAbout"), animated: false),
        .pushed(
          RouterEntry(id: 6, screen: "Licenses", level: 1, owner: "ToyAbout"), animated: false),
      ])
    #expect(app.stack == "level 0: #1 Launch, #2 Main\nlevel 1: #5 About, #6 Licenses")
    #expect(app.tree == "ToyApp(ToyMain(ToyAbout))")
    #expect(
      app.navigation.currentPath == FlowPath(ToyAppKey.main, ToyMainKey.about, ToyAboutKey.licenses)
    )
  }

  @Test func anEqualPathDoesNothing() throws {
    let app = try ToyPathApp()
    try app.open("/main/about/licenses")
    let stack = app.stack
    try app.navigation.apply(FlowPath(ToyAppKey.main, ToyMainKey.about, ToyAboutKey.licenses))
    try app.navigation.apply(string: "/main/about/licenses")
    #expect(app.navigation.takeJournal() == [])
    #expect(app.stage.router.takeJournal() == [])
    #expect(app.stack == stack)
    #expect(app.navigation.currentPath.description == "/main/about/licenses")
  }

  @Test func keysAfterAScreenAreResolvedByTheSameCoordinator() throws {
    let app = try ToyPathApp()
    try app.navigation.apply(string: "/main/about/licenses/credits")
    #expect(
      app.stack == "level 0: #1 Launch, #2 Main\nlevel 1: #3 About, #4 Licenses, #5 Credits")
    #expect(app.tree == "ToyApp(ToyMain(ToyAbout))")
  }

  @Test func eventsReachTheObserverAsTheyHappen() throws {
    let app = try ToyPathApp()
    var seen: [String] = []
    let observation = app.navigation.observe { seen.append($0.description) }
    defer { observation.cancel() }
    try app.navigation.apply(string: "/main/game")
    try app.navigation.apply(string: "/main")
    #expect(seen == ["pushed main (not animated)", "pushed game (not animated)", "popped game"])
    app.navigation.isJournaling = false
    try app.navigation.apply(string: "/")
    #expect(
      app.navigation.journal == [
        .pushed("main", animated: false), .pushed("game", animated: false),
        .popped("game", animated: true),
      ])
    #expect(seen.last == "popped main")
  }

  @Test func aLongPathRunsWithoutNestingAndUnwinds() throws {
    let app = try ToyPathApp()
    let licenses = Array(repeating: ToyAboutKey.licenses.pathComponent, count: 61)
    let string = "/main/about/" + licenses.joined(separator: "/") + "/credits"
    try app.navigation.apply(string: string)
    #expect(app.navigation.currentPath.count == FlowPath.maximumComponentCount)
    #expect(app.navigation.takeJournal().count == 64)
    #expect(app.screens[1].count == 63)
    try app.navigation.apply(.root)
    #expect(app.navigation.takeJournal().count == 64)
    #expect(app.screens == [["Launch"]])
    #expect(app.stage.liveNames == ["ToyApp", "Launch"])
  }
}
