import Coordinator
import MVVM
import Testing

// The listings of the doc comments of `Paths/` and `Links/`, run in the app of
// `PathDocCommentFixtures.swift`. `DocCommentListingTests` checks that they still match.

@MainActor
@Suite struct PathDocComment {
  let app = DocAppCoordinator()

  init() { app.start() }

  var stack: String { app.router.stack.description }

  /// The listing of `PathNavigator.swift`.
  @Test func aPathIsReachedByTheShortestMoves() throws {
    let navigator = PathNavigator(root: app)
    try navigator.apply(string: "/main/settings/profile")
    // pushed main, pushed settings, pushed profile (none animated)
    try navigator.apply(string: "/main/settings")
    // popped profile (animated)
    // The moves of the screens, as the app's router made them (it keeps a journal for this
    // test; the navigator keeps none by default): the settings flow shows no screen of
    // its own, and the way back is one pop.
    #expect(
      app.router.takeJournal().map(\.description) == [
        "root #1 Home replaced nothing (not animated)", "pushed #2 Main",
        "pushed #3 ProfileScreen (not animated)", "popped #3 ProfileScreen",
      ])
    #expect(navigator.currentPath.description == "/main/settings")
  }

  /// The listings of `FlowPath.swift` and `PathCoordinator.swift`.
  @Test func aPathOfKeysOfThreeCoordinators() throws {
    let router = PathNavigator(root: app)
    let path = FlowPath(AppKey.main).appending(MainKey.settings).appending(SettingsKey.profile)
    // path.description == "/main/settings/profile"
    try router.apply(path)
    #expect(path.description == "/main/settings/profile")
    #expect(router.currentPath == path)
    #expect(stack == "level 0: #1 Home, #2 Main, #3 ProfileScreen")
    try app.router.goBack()  // the back button: the path reads it from the flows
    #expect(router.currentPath.description == "/main/settings")
  }

  /// The listing of `NavigationItem.swift`.
  @Test func aChildFlowItemAddsAndStartsTheChild() throws {
    let router = PathNavigator(root: app)
    try router.apply(string: "/main/game")
    #expect(stack == "level 0: #1 Home, #2 Main, #3 Game")
    #expect(
      CoordinatorTree(app).render(.line)
        == "AppCoordinator(MainFlowCoordinator(GameFlowCoordinator))")
  }

  struct NavigationState: Sendable {
    var path = FlowPath()
  }

  enum NavigationAction: Sendable {
    case open(FlowPath)
  }

  /// The listing of `PathNavigator+Binding.swift`.
  @Test func aStoreDrivesTheRouterUntilTheSubscriptionEnds() throws {
    let router = PathNavigator(root: app)
    let store = Store<NavigationState, NavigationAction>(initialState: NavigationState()) {
      state, action in
      switch action {
      case .open(let path): state.path = path
      }
    }
    let subscription = router.bind { store.subscribe(\.path, $0) }
    store.dispatch(.open(try FlowPath(parsing: "/main/settings")))
    // …
    subscription.cancel()
    #expect(router.currentPath.description == "/main/settings")
    store.dispatch(.open(FlowPath()))
    #expect(router.currentPath.description == "/main/settings")
  }

  /// The listing of `FlowLink.swift`.
  @Test func aLinksQueryIsTheKeysOfTheFlowItEndsAt() throws {
    let navigation = PathNavigator(root: app)
    let link = try FlowLink(parsing: "shelf://search?q=dune", origins: [.scheme("shelf")])
    // link.path == "/search", link.query == [LinkQueryItem(name: "q", value: "dune")]
    try navigation.apply(link)  // the path /search/dune
    #expect(link.path.description == "/search")
    #expect(link.query == [LinkQueryItem(name: "q", value: "dune")])
    #expect(navigation.currentPath.description == "/search/dune")
    #expect(stack == "level 0: #1 Home, #2 Search, #3 Results")
  }
}
