import Coordinator
import Testing

/// Every flow and screen a path left behind is released, whichever change left it.
@MainActor
@Suite struct PathNavigatorReleaseTests {
  @Test func aDeepLinkThatReplacesAFlowReleasesIt() throws {
    let app = try ToyPathApp()
    try app.open("/main/settings/profile")
    // Resolution builds every flow and screen before the first move shows any.
    #expect(
      app.stage.liveNames == [
        "ToyApp", "Launch", "ToyMain", "ToySettings", "Profile", "Main", "Settings",
      ])
    try app.navigation.apply(string: "/main/about/licenses")
    #expect(
      app.stage.liveNames == [
        "ToyApp", "Launch", "ToyMain", "Main", "ToyAbout", "Licenses", "About",
      ])
    #expect(app.violations == [])
  }

  @Test func walkingEveryPathAndBackReleasesEverything() throws {
    let app = try ToyPathApp()
    app.stage.isResultAvailable = true
    let paths = [
      "/login", "/main", "/main/game", "/main/game/result", "/main/settings",
      "/main/settings/profile", "/main/about", "/main/about/licenses",
      "/main/about/licenses/credits",
    ]
    for from in paths {
      for to in paths {
        try app.navigation.apply(string: from)
        try app.navigation.apply(string: to)
        #expect(app.navigation.currentPath.description == to)
        #expect(app.violations == [])
      }
    }
    try app.navigation.apply(.root)
    #expect(app.stage.liveNames == ["ToyApp", "Launch"])
    #expect(app.tree == "ToyApp")
  }

  @Test func flowsAreReleasedWhenHeldTransitionsEnd() throws {
    let app = try ToyPathApp(transitionStyle: .manual)
    try app.navigation.apply(string: "/main/about/licenses")
    while app.stage.heldCompletionCount > 0 {
      try app.stage.completeTransition()
    }
    try app.navigation.apply(.root)
    while app.stage.heldCompletionCount > 0 {
      try app.stage.completeTransition()
    }
    #expect(app.stage.liveNames == ["ToyApp", "Launch"])
    #expect(app.screens == [["Launch"]])
  }

  @Test func theRouterIsReleasedWithItsApp() throws {
    weak var navigation: PathNavigator?
    weak var main: (any FlowCoordinator)?
    do {
      let app = try ToyPathApp()
      try app.open("/main/settings")
      navigation = app.navigation
      main = app.root.childCoordinators.first
    }
    #expect(navigation == nil)
    #expect(main == nil)
  }
}
