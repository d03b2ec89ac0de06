import Coordinator
import Testing

/// Route-enum navigation (seed 000): the seed's four verbs and `setRoot`, one factory, data
/// carried by the routes.
@MainActor
@Suite struct RouteNavigatorTests {
  let router = StackRouter(isJournaling: true)
  let flow: ToyRouteFlow

  init() {
    flow = ToyRouteFlow(router: router)
  }

  private var routes: RouteNavigator<ToyRoute> { flow.routes }

  private func entry(_ id: Int, _ name: String, level: Int = 0) -> RouterEntry {
    RouterEntry(id: id, screen: name, level: level, owner: "ToyRouteFlow")
  }

  private var top: ToyRouteScreen? { router.topScreen as? ToyRouteScreen }

  @Test func navigatePushesTheFactorysScreenOwnedByTheOwner() {
    let first = routes.navigate(to: .home)
    let second = routes.navigate(to: .detail(id: 7), animated: false)
    #expect(
      [first, second] == [
        EntryOutcome(id: 1, outcome: .made), EntryOutcome(id: 2, outcome: .made),
      ])
    #expect(router.stack.description == "level 0: #1 Home, #2 Detail")
    #expect(
      router.takeJournal() == [
        .pushed(entry(1, "Home"), animated: true),
        .pushed(entry(2, "Detail"), animated: false),
      ])
    #expect(flow.factory.requested == [.home, .detail(id: 7)])
    #expect(
      CoordinatorTree(flow, router: router)
        == CoordinatorTree(
          name: "ToyRouteFlow", lifecycle: .idle,
          screens: [.init(id: 1, name: "Home"), .init(id: 2, name: "Detail")]))
    #expect(routes.owner === flow)
    #expect(routes.router === router)
  }

  @Test func presentOpensALevelWithAStackOfItsOwn() {
    routes.navigate(to: .home)
    let sheet = routes.present(to: .sheet(note: "hello"), animated: false)
    let detail = routes.navigate(to: .detail(id: 1))
    #expect(
      [sheet, detail] == [
        EntryOutcome(id: 2, outcome: .made), EntryOutcome(id: 3, outcome: .made),
      ])
    #expect(router.stack.description == "level 0: #1 Home\nlevel 1: #2 Sheet, #3 Detail")
    #expect(
      router.takeJournal() == [
        .pushed(entry(1, "Home"), animated: true),
        .presented(entry(2, "Sheet", level: 1), animated: false),
        .pushed(entry(3, "Detail", level: 1), animated: true),
      ])
  }

  @Test func setRootReplacesEveryLevelAndRunsEveryReplacedOnPop() {
    var popped: [String] = []
    routes.navigate(to: .home) { popped.append("Home") }
    routes.present(to: .sheet(note: "hi")) { popped.append("Sheet") }
    routes.navigate(to: .detail(id: 3)) { popped.append("Detail") }
    _ = router.takeJournal()
    let root = routes.setRoot(to: .form(title: "New", step: 1))
    #expect(root == EntryOutcome(id: 4, outcome: .made))
    #expect(router.stack == RouterStack(levels: [[entry(4, "Form")]]))
    #expect(
      router.takeJournal() == [
        .rootReplaced(
          entry(4, "Form"),
          removed: [entry(3, "Detail", level: 1), entry(2, "Sheet", level: 1), entry(1, "Home")],
          animated: false)
      ])
    #expect(popped == ["Detail", "Sheet", "Home"])
    #expect(flow.factory.requested.last == .form(title: "New", step: 1))
  }

  @Test func setRootToARouteOutOfTheFlowReplacesNothingAndFinishesTheOwner() {
    flow.start()
    _ = router.takeJournal()
    #expect(routes.setRoot(to: .done) == nil)
    #expect(router.stack == RouterStack(levels: [[entry(1, "Home")]]))
    #expect(router.takeJournal() == [])
    #expect(flow.lifecycle == .finished)
  }

  @Test func popTakesOffTheTopScreenAndDismissTakesOffTheWholeLevel() throws {
    routes.navigate(to: .home)
    routes.present(to: .sheet(note: "hello"))
    routes.navigate(to: .detail(id: 1))
    _ = router.takeJournal()

    try routes.pop()
    #expect(router.stack.description == "level 0: #1 Home\nlevel 1: #2 Sheet")
    routes.navigate(to: .form(title: "Sign up", step: 1))
    try routes.dismiss(animated: false)
    #expect(router.stack.description == "level 0: #1 Home")
    #expect(
      router.takeJournal() == [
        .popped([entry(3, "Detail", level: 1)], animated: true, cause: .programmatic),
        .pushed(entry(4, "Form", level: 1), animated: true),
        .dismissed(
          [entry(4, "Form", level: 1), entry(2, "Sheet", level: 1)], animated: false,
          cause: .programmatic),
      ])
  }

  @Test func popAtTheRootOfALevelIsATypedErrorThatChangesNothing() {
    #expect(throws: RouterError.nothingToPop) { try routes.pop() }
    routes.navigate(to: .home)
    routes.present(to: .sheet(note: "hello"))
    let before = router.stack
    _ = router.takeJournal()
    let asked = flow.factory.requested

    #expect(throws: RouterError.nothingToPop) { try routes.pop() }
    #expect(throws: RouterError.nothingToPop) { try routes.pop(animated: false) }
    #expect(router.stack == before)
    #expect(router.takeJournal() == [])
    #expect(flow.factory.requested == asked)
  }

  @Test func dismissWithNothingPresentedIsATypedErrorThatChangesNothing() {
    #expect(throws: RouterError.nothingPresented) { try routes.dismiss() }
    routes.navigate(to: .home)
    routes.navigate(to: .detail(id: 1))
    _ = router.takeJournal()

    #expect(throws: RouterError.nothingPresented) { try routes.dismiss(animated: false) }
    #expect(router.stack.description == "level 0: #1 Home, #2 Detail")
    #expect(router.takeJournal() == [])
    #expect(flow.factory.requested == [.home, .detail(id: 1)])
  }

  @Test func associatedValuesReachTheScreen() {
    let cases: [ToyRoute] = [
      .detail(id: 42), .form(title: "Sign up", step: 2), .detail(id: -1), .form(title: "", step: 0),
    ]
    for route in cases {
      routes.navigate(to: route)
      #expect(top?.route == route)
    }
    routes.present(to: .sheet(note: "a note"))
    #expect(top?.route == .sheet(note: "a note"))
    #expect(top?.routes === routes)
  }

  @Test func theFactoryIsTheOnlyConstructorAndScreensNavigateByRoute() throws {
    flow.start()
    // Each screen navigates by route through the route navigator it was given.
    try #require(top).routes.navigate(to: .detail(id: 1))
    try #require(top).routes.present(to: .sheet(note: "n"))
    try #require(top).routes.navigate(to: .form(title: "t", step: 3))
    #expect(
      router.stack.description == "level 0: #1 Home, #2 Detail\nlevel 1: #3 Sheet, #4 Form")
    #expect(
      flow.factory.requested == [
        .home, .detail(id: 1), .sheet(note: "n"), .form(title: "t", step: 3),
      ])
    let shown = try router.stack.entries.map {
      ObjectIdentifier(try #require(router.screen(for: $0.id)))
    }
    #expect(shown == flow.factory.screens)

    // Asking the factory directly builds a screen and shows nothing.
    _ = router.takeJournal()
    guard case .screen(let built) = routes.destination(for: .detail(id: 9)) else {
      Issue.record("expected a screen")
      return
    }
    #expect((built as? ToyRouteScreen)?.route == .detail(id: 9))
    #expect(router.takeJournal() == [])
    #expect(router.stack.entries.count == 4)
  }

  @Test func onPopRunsOncePerNavigationHoweverTheScreenLeaves() throws {
    var popped: [String] = []
    routes.navigate(to: .home, onPop: { popped.append("home") })
    routes.navigate(to: .detail(id: 1), onPop: { popped.append("detail") })
    routes.present(to: .sheet(note: "n"), onPop: { popped.append("sheet") })
    routes.navigate(to: .form(title: "t", step: 1), onPop: { popped.append("form") })
    routes.navigate(to: .detail(id: 2))

    try router.swipeToDismiss()
    #expect(popped == ["form", "sheet"])
    try router.goBack()
    #expect(popped == ["form", "sheet", "detail"])
    routes.navigate(to: .detail(id: 3), onPop: { popped.append("detail 3") })
    try routes.pop()
    #expect(popped == ["form", "sheet", "detail", "detail 3"])
    #expect(router.stack.description == "level 0: #1 Home")
  }

  /// A root with a toy flow started under it, wired the way every flow is.
  private func startFlowUnderRoot() -> (root: TestFlow, flow: ToyRouteFlow) {
    let root = TestFlow("Root", router: router, screens: ["Root"], presentation: .root)
    root.start()
    let flow = ToyRouteFlow(router: router)
    root.addDependency(flow)
    flow.flowCompletion = { [weak root, router] coordinator in
      router.popFlow(coordinator, animated: true)
      root?.removeDependency(coordinator)
    }
    flow.start()
    return (root, flow)
  }

  @Test func aFlowOnRoutesIsReleasedWithItsScreensWhenItsFirstScreenLeaves() throws {
    weak var weakFlow: ToyRouteFlow?
    weak var weakRoutes: RouteNavigator<ToyRoute>?
    weak var home: ToyRouteScreen?
    weak var detail: ToyRouteScreen?
    let root: TestFlow
    do {
      let started = startFlowUnderRoot()
      root = started.root
      weakFlow = started.flow
      weakRoutes = started.flow.routes
      home = top
      started.flow.routes.navigate(to: .detail(id: 1))
      detail = top
      #expect([home?.route, detail?.route] == [.home, .detail(id: 1)])
      try started.flow.routes.pop()
      #expect(started.flow.lifecycle == .running)
      _ = router.takeJournal()
      try router.goBack()
    }
    #expect(
      router.takeJournal() == [
        .interactivePopBegan(entry(2, "Home")),
        .popped([entry(2, "Home")], animated: true, cause: .interactivePop),
      ])
    #expect(CoordinatorTree(root, router: router).render(.text) == "Root [#1 Root]")
    #expect(router.violations(in: root) == [])
    #expect(weakFlow == nil)
    #expect(weakRoutes == nil)
    #expect(home == nil)
    #expect(detail == nil)
  }

  @Test(arguments: [false, true])
  func aRouteOutOfTheFlowShowsNothingAndFinishesItsOwner(presenting: Bool) throws {
    weak var weakFlow: ToyRouteFlow?
    weak var weakRoutes: RouteNavigator<ToyRoute>?
    weak var home: ToyRouteScreen?
    weak var detail: ToyRouteScreen?
    let root: TestFlow
    do {
      let started = startFlowUnderRoot()
      root = started.root
      weakFlow = started.flow
      weakRoutes = started.flow.routes
      home = top
      started.flow.routes.navigate(to: .detail(id: 1))
      detail = top
      _ = router.takeJournal()
      let id =
        presenting
        ? started.flow.routes.present(to: .done) : started.flow.routes.navigate(to: .done)
      #expect(id == nil)
      #expect(started.flow.factory.requested == [.home, .detail(id: 1), .done])
      #expect(started.flow.lifecycle == .finished)
    }
    // Nothing was shown for `.done`: the only change is the flow's completion taking its
    // screens off.
    #expect(
      router.takeJournal() == [
        .popped([entry(3, "Detail"), entry(2, "Home")], animated: true, cause: .programmatic)
      ])
    #expect(CoordinatorTree(root, router: router).render(.text) == "Root [#1 Root]")
    #expect(router.violations(in: root) == [])
    #expect(weakFlow == nil)
    #expect(weakRoutes == nil)
    #expect(home == nil)
    #expect(detail == nil)
  }

  @Test func onceItsOwnerIsReleasedScreensHaveNoOwnerAndARouteOutDoesNothing() {
    var owner: ToyRouteFlow? = ToyRouteFlow(router: router)
    let routes = owner!.routes
    owner = nil
    #expect(routes.owner == nil)
    #expect(routes.navigate(to: .done) == nil)
    #expect(router.takeJournal() == [])
    routes.navigate(to: .home)
    #expect(
      router.takeJournal() == [
        .pushed(RouterEntry(id: 1, screen: "Home", level: 0), animated: true)
      ])
  }
}
