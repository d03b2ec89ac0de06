import Coordinator
import Testing

/// The path is read from the flows: moves the platform or the user made are in it at once,
/// with nothing to report, and a later change starts from them.
@MainActor
@Suite struct PathNavigatorHandMoveTests {
  @Test func aBackSwipeIsInThePathAndNotReplayed() throws {
    let app = try ToyPathApp()
    try app.open("/main/settings/profile")
    try app.stage.router.goBack()
    _ = app.stage.router.takeJournal()
    #expect(app.navigation.currentPath.description == "/main/settings")
    #expect(app.navigation.takeJournal() == [])

    // The next change starts from the path the flows show: the profile is not popped twice.
    try app.navigation.apply(string: "/main/about")
    #expect(
      app.navigation.takeJournal() == [
        .popped("settings", animated: false), .pushed("about", animated: false),
      ])
    #expect(app.stack == "level 0: #1 Launch, #2 Main\nlevel 1: #5 About")
  }

  @Test func aFlowThePlatformPoppedIsReleasedAtOnce() throws {
    let app = try ToyPathApp()
    try app.open("/main/settings")
    weak let settings = app.root.childCoordinators.first?.childCoordinators.first
    try app.stage.router.goBack()
    #expect(app.tree == "ToyApp(ToyMain)")
    // The router holds nothing of what it showed: the flow is gone with no report.
    #expect(settings == nil)
    #expect(app.navigation.currentPath.description == "/main")
    #expect(app.stage.liveNames == ["ToyApp", "Launch", "ToyMain", "Main"])
    #expect(app.navigation.takeJournal() == [])
    #expect(app.violations == [])
  }

  @Test func aFlowOpenedByHandIsInThePathAndLaterPopped() throws {
    let app = try ToyPathApp()
    try app.open("/main")
    let main = try #require(app.root.childCoordinators.first as? ToyPathFlow<ToyMainKey>)
    do {
      // A button in the main screen opens settings without the path navigator.
      let item = try #require(main.item(for: .settings))
      item.push(animated: true) {}
    }
    #expect(app.tree == "ToyApp(ToyMain(ToySettings))")
    _ = app.stage.router.takeJournal()
    #expect(app.navigation.currentPath.description == "/main/settings")
    #expect(app.navigation.takeJournal() == [])

    try app.navigation.apply(string: "/main/about")
    #expect(
      app.navigation.takeJournal() == [
        .popped("settings", animated: false), .pushed("about", animated: false),
      ])
    #expect(app.tree == "ToyApp(ToyMain(ToyAbout))")
    #expect(app.stage.liveNames == ["ToyApp", "Launch", "ToyMain", "Main", "ToyAbout", "About"])
  }

  @Test func aPathReadsWhatTheFlowsShowWithoutBeingTold() throws {
    let app = try ToyPathApp()
    try app.open("/main")
    let main = try #require(app.root.childCoordinators.first as? ToyPathFlow<ToyMainKey>)
    try #require(main.item(for: .about)).push(animated: true) {}
    #expect(app.navigation.currentPath.description == "/main/about")
    do {
      let about = try #require(main.childCoordinators.first as? ToyPathFlow<ToyAboutKey>)
      try #require(about.item(for: .licenses)).push(animated: true) {}
      try #require(about.item(for: .credits)).push(animated: true) {}
    }
    #expect(app.navigation.currentPath.description == "/main/about/licenses/credits")
    try app.stage.router.goBack()
    #expect(app.navigation.currentPath.description == "/main/about/licenses")
    try app.stage.router.swipeToDismiss()
    #expect(app.navigation.currentPath.description == "/main")
    #expect(app.stage.liveNames == ["ToyApp", "Launch", "ToyMain", "Main"])
  }

}
