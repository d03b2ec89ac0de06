import Coordinator
import Testing

/// Silent paths record moves the platform or the user already made, so the path follows the stack.
@MainActor
@Suite struct NavigationRouterSilentTests {
  @Test func aBackSwipeRecordedSilentlyIsNotReplayed() throws {
    let app = try ToyPathApp()
    try app.open("/main/settings/profile")
    try app.stage.router.goBack()
    _ = app.stage.router.takeJournal()

    try app.navigation.apply(Path(parsing: "/main/settings").silently())
    #expect(app.navigation.takeJournal() == [])
    #expect(app.stage.router.takeJournal() == [])
    #expect(app.navigation.currentPath.description == "/main/settings")
    #expect(!app.navigation.currentPath.isSilent)

    // The next change starts from the recorded path: the profile is not popped twice.
    try app.navigation.apply(string: "/main/about")
    #expect(
      app.navigation.takeJournal() == [
        .pop("settings", animated: false), .push("about", animated: false),
      ])
    #expect(app.stack == "level 0: #1 Launch, #2 Main\nlevel 1: #5 About")
  }

  @Test func aFlowThePlatformPoppedIsReleasedOnceRecorded() throws {
    let app = try ToyPathApp()
    try app.open("/main/settings")
    try app.stage.router.goBack()
    #expect(app.tree == "ToyApp(ToyMain)")
    // The router still holds the item that showed the flow, until it hears of the move.
    #expect(app.stage.liveNames.contains("ToySettings"))

    try app.navigation.apply(Path(ToyAppKey.main).silently())
    #expect(app.stage.liveNames == ["ToyApp", "Launch", "ToyMain", "Main"])
    #expect(app.navigation.takeJournal() == [])
    #expect(app.violations == [])
  }

  @Test func aFlowOpenedByHandIsRecordedAndLaterPopped() throws {
    let app = try ToyPathApp()
    try app.open("/main")
    let main = try #require(app.root.childFlows.first as? ToyPathFlow<ToyMainKey>)
    do {
      // A button in the main screen opens settings without the navigation router.
      let item = try #require(main.item(for: .settings))
      item.push(animated: true) {}
    }
    #expect(app.tree == "ToyApp(ToyMain(ToySettings))")
    _ = app.stage.router.takeJournal()

    try app.navigation.apply(Path(ToyAppKey.main, ToyMainKey.settings).silently())
    #expect(app.navigation.takeJournal() == [])
    #expect(app.stage.router.takeJournal() == [])

    try app.navigation.apply(string: "/main/about")
    #expect(
      app.navigation.takeJournal() == [
        .pop("settings", animated: false), .push("about", animated: false),
      ])
    #expect(app.tree == "ToyApp(ToyMain(ToyAbout))")
    #expect(app.stage.liveNames == ["ToyApp", "Launch", "ToyMain", "Main", "ToyAbout", "About"])
  }

  @Test func anInvalidSilentPathChangesNothing() throws {
    let app = try ToyPathApp()
    try app.open("/main/settings")
    let live = app.stage.liveNames
    #expect(throws: PathError.unknownComponent("nothing", index: 2, coordinator: "ToySettings")) {
      try app.navigation.apply(Path(parsing: "/main/settings/nothing").silently())
    }
    #expect(app.navigation.currentPath.description == "/main/settings")
    #expect(app.stage.liveNames == live)
  }

  @Test func aSilentPathRecordsOnlyWhatIsShown() throws {
    let app = try ToyPathApp()
    try app.open("/main")
    // No game flow is shown, so there is nothing a silent `/main/game` could record.
    #expect(throws: PathError.rejectedComponent("game", index: 1, coordinator: "ToyMain")) {
      try app.navigation.apply(Path(ToyAppKey.main, ToyMainKey.game).silently())
    }
    #expect(app.navigation.currentPath.description == "/main")
    #expect(app.stage.liveNames == ["ToyApp", "Launch", "ToyMain", "Main"])
  }

  @Test func aSilentPathEqualToTheCurrentOneDoesNothing() throws {
    let app = try ToyPathApp()
    try app.open("/main/game")
    let live = app.stage.liveNames
    try app.navigation.apply(Path(ToyAppKey.main, ToyMainKey.game).silently())
    #expect(app.navigation.takeJournal() == [])
    #expect(app.stage.router.takeJournal() == [])
    #expect(app.stage.liveNames == live)
  }
}
