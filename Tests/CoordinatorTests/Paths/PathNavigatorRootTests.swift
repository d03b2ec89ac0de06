import Coordinator
import Testing

/// A path navigator holds its root weakly: an app may own the router over itself.
@MainActor
@Suite struct PathNavigatorRootTests {
  @Test func anAppThatIsItsOwnRootIsReleasedWithItsLastReference() throws {
    weak var weakApp: SelfRootedApp?
    weak var navigation: PathNavigator?
    weak var main: (any FlowCoordinator)?
    weak var router: StackRouter?
    do {
      let app = SelfRootedApp()
      app.start()
      try app.navigation.apply(string: "/main/settings/profile")
      #expect(app.navigation.currentPath.description == "/main/settings/profile")
      weakApp = app
      navigation = app.navigation
      main = app.childCoordinators.first
      router = app.stage.router
    }
    #expect(weakApp == nil)
    #expect(navigation == nil)
    #expect(main == nil)
    #expect(router == nil)
  }

  @Test func aRouterWhoseRootWasReleasedRejectsEveryPathAndMovesNothing() throws {
    let stage = ToyStage()
    var app: SelfRootedApp? = SelfRootedApp(stage: stage)
    app?.start()
    let navigation = try #require(app?.navigation)
    try navigation.apply(string: "/main/settings")
    app = nil
    #expect(navigation.root == nil)
    let stack = stage.router.stack
    let live = stage.liveNames
    _ = stage.router.takeJournal()
    _ = navigation.takeJournal()

    #expect(navigation.currentPath == .root)
    for path in ["/", "/main", "/main/settings", "/login"] {
      #expect(throws: PathError.rootReleased) { try navigation.apply(string: path) }
      #expect(throws: PathError.rootReleased) { try navigation.validate(FlowPath(parsing: path)) }
    }
    for link in ["/main", "/?q=dune"] {
      let link = try FlowLink(parsing: link, origins: [])
      #expect(throws: LinkError.path(.rootReleased)) { try navigation.apply(link) }
      #expect(throws: LinkError.path(.rootReleased)) { try navigation.validate(link) }
    }
    navigation.receive(FlowPath(ToyAppKey.main))

    #expect(navigation.takeJournal() == [.rejected(FlowPath(ToyAppKey.main), .rootReleased)])
    #expect(!navigation.isChanging)
    #expect(stage.router.stack == stack)
    #expect(stage.router.takeJournal() == [])
    #expect(stage.liveNames == live)
    #expect(
      PathError.rootReleased.description
        == "the path navigator's root coordinator was released")
  }
}
