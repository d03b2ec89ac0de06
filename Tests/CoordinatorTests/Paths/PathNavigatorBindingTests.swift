import Coordinator
import MVVM
import Testing

/// A store drives the router through a closure, so `Coordinator` never imports `MVVM`.
@MainActor
@Suite struct PathNavigatorBindingTests {
  let app: ToyPathApp

  init() throws {
    app = try ToyPathApp()
  }

  private func makeStore(_ path: String) throws -> Store<ToyAppState, ToyAppAction> {
    Store(initialState: ToyAppState(path: try FlowPath(parsing: path))) { state, action in
      switch action {
      case .navigate(let path): state.path = path
      case .tap: state.taps += 1
      }
    }
  }

  @Test func theStorePathDrivesTheRouter() throws {
    let store = try makeStore("/main/settings")
    let subscription = app.navigation.bind { store.subscribe(\.path, $0) }
    // The store delivers its path at once: the router moves there.
    #expect(
      app.navigation.takeJournal() == [
        .pushed("main", animated: false), .pushed("settings", animated: false),
      ])

    store.dispatch(.navigate(try FlowPath(parsing: "/main/settings/profile")))
    #expect(app.navigation.takeJournal() == [.pushed("profile", animated: true)])

    store.dispatch(.tap)
    #expect(app.navigation.takeJournal() == [])

    let nowhere = try FlowPath(parsing: "/main/nowhere")
    store.dispatch(.navigate(nowhere))
    #expect(
      app.navigation.takeJournal() == [
        .rejected(nowhere, .unknownComponent("nowhere", index: 1, coordinator: "ToyMain"))
      ])
    #expect(app.navigation.currentPath.description == "/main/settings/profile")

    subscription.cancel()
    store.dispatch(.navigate(.root))
    #expect(app.navigation.takeJournal() == [])
    #expect(app.stack == "level 0: #1 Launch, #2 Main, #3 Settings, #4 Profile")
  }

  @Test func aPlatformPopReportedToTheStoreKeepsStoreRouterAndStackTogether() throws {
    let store = try makeStore("/main/settings/profile")
    let subscription = app.navigation.bind { store.subscribe(\.path, $0) }
    defer { subscription.cancel() }
    _ = app.navigation.takeJournal()

    try app.stage.router.goBack()
    // The path is already the flows'; the store learns it, and applying it moves nothing.
    #expect(app.navigation.currentPath.description == "/main/settings")
    store.dispatch(.navigate(app.navigation.currentPath))
    #expect(app.navigation.takeJournal() == [])
    #expect(app.navigation.currentPath == store.state.path)
    #expect(app.screens == [["Launch", "Main", "Settings"]])

    // The store's path changed, so opening the profile again is delivered and runs.
    store.dispatch(.navigate(try FlowPath(parsing: "/main/settings/profile")))
    #expect(app.navigation.takeJournal() == [.pushed("profile", animated: true)])
    #expect(app.navigation.currentPath == store.state.path)
  }

  @Test func aDispatchFromInsideAMoveRunsAfterIt() throws {
    let store = try makeStore("/")
    let subscription = app.navigation.bind { store.subscribe(\.path, $0) }
    defer { subscription.cancel() }
    let game = try FlowPath(parsing: "/main/game")
    let observation = app.navigation.observe { event in
      if event == .pushed("main", animated: true) {
        store.dispatch(.navigate(game))
      }
    }
    defer { observation.cancel() }
    store.dispatch(.navigate(FlowPath(ToyAppKey.main)))
    #expect(
      app.navigation.takeJournal() == [
        .pushed("main", animated: true), .pushed("game", animated: true),
      ])
    #expect(store.state.path == game)
    #expect(app.navigation.currentPath == game)
  }

  @Test func theStoreDoesNotKeepTheRouterAlive() throws {
    let store = try makeStore("/main")
    weak var weakNavigation: PathNavigator?
    var subscription: StoreSubscription?
    do {
      let navigation = PathNavigator(root: app.root, isJournaling: true)
      weakNavigation = navigation
      subscription = navigation.bind { store.subscribe(\.path, $0) }
    }
    #expect(weakNavigation == nil)
    store.dispatch(.navigate(.root))
    #expect(subscription?.isCancelled == false)
  }

  @Test func anySubscriptionClosureCanDriveTheRouter() throws {
    var handlers: [@MainActor (FlowPath) -> Void] = []
    let token = app.navigation.bind { handler in
      handlers.append(handler)
      return handlers.count
    }
    #expect(token == 1)
    #expect(app.navigation.currentPath == .root)
    for handler in handlers {
      handler(try FlowPath(parsing: "/main/about"))
    }
    #expect(app.navigation.currentPath.description == "/main/about")
  }
}
