import Coordinator
import Testing

/// A tab's flow: its list, and the items pushed over it, each a key of the path.
@MainActor
private final class ItemsFlow: BaseCoordinator, PathCoordinator {
  enum Key: PathKey {
    case item(Int)

    var pathComponent: String {
      switch self {
      case .item(let number): String(number)
      }
    }

    init?(pathComponent: String) {
      guard let number = Int(pathComponent), number > 0 else { return nil }
      self = .item(number)
    }
  }

  let title: String
  let router: any Router
  private var shown: [(number: Int, screen: TestScreen)] = []

  init(_ title: String, router: any Router) {
    self.title = title
    self.router = router
  }

  override var name: String { title }

  override func start() {
    super.start()
    router.push(TestScreen(title), owner: self) { [weak self] in self?.finish() }
  }

  var shownKeys: [Key] { shown.map { .item($0.number) } }

  func item(for key: Key) -> NavigationItem? {
    guard case .item(let number) = key else { return nil }
    let screen = shown.first { $0.number == number }?.screen ?? TestScreen("Item \(number)")
    return NavigationItem(self, screen: screen) { animated, source, screen, completion in
      source.shown.append((number, screen))
      source.router.push(screen, owner: source, animated: animated) { [weak source] in
        source?.shown.removeAll { $0.screen === screen }
      }
      completion()
    } pop: { animated, source, _, completion in
      try? source.router.pop(animated: animated)
      completion()
    }
  }
}

/// The root of a tabbed app with paths: its keys are its tabs, each tab's flow the next.
@MainActor
private final class TabbedRoot: BaseCoordinator, PathCoordinator {
  enum Key: String, PathKey {
    case a, b
    /// Beside the tabs: a screen presented over them.
    case login
  }

  let router = StackRouter(isJournaling: true)
  private var flows: [Key: ItemsFlow] = [:]
  private weak var login: TestScreen?

  override func start() {
    super.start()
    router.setTabs(["a", "b"], selected: "a", owner: self, animated: false) { [weak self] tab in
      guard let self, let key = Key(rawValue: tab) else { return }
      let flow = self.flow(for: key)
      if flow.lifecycle == .idle {
        self.startChild(flow, on: flow.router)
      }
    }
  }

  /// The tab's flow, made once, started the first time its tab shows.
  private func flow(for key: Key) -> ItemsFlow {
    if let flow = flows[key] { return flow }
    let flow = ItemsFlow(key.rawValue.uppercased(), router: router.router(forTab: key.rawValue)!)
    flows[key] = flow
    return flow
  }

  var shownKeys: [Key] {
    if login != nil { return [.login] }
    return router.selectedTab.flatMap(Key.init(rawValue:)).map { [$0] } ?? []
  }

  func item(for key: Key) -> NavigationItem? {
    guard key != .login else {
      return NavigationItem(self, screen: login ?? TestScreen("Login"), endsPath: true) {
        animated, source, screen, completion in
        source.login = screen
        source.router.present(screen, owner: source, animated: animated, onPop: nil)
        completion()
      } pop: { animated, source, _, completion in
        try? source.router.dismiss(animated: animated)
        completion()
      }
    }
    return NavigationItem(self, tab: flow(for: key)) { animated, source, _, completion in
      try? source.router.selectTab(key.rawValue, animated: animated)
      completion()
    }
  }
}

/// Paths that name the tab first: going to another tab selects it and moves only its stack,
/// from what it shows now; the tab left keeps its stack.
@MainActor
@Suite struct TabPathTests {
  fileprivate let app = TabbedRoot()
  let navigation: PathNavigator

  init() {
    app.start()
    navigation = PathNavigator(root: app, isJournaling: true)
  }

  @Test func anotherTabIsSelectedAndOnlyItsStackMoves() throws {
    try navigation.apply(string: "/a/1/2")
    try navigation.apply(string: "/b/5")
    #expect(navigation.currentPath.description == "/b/5")
    #expect(
      app.router.stack.description == """
        tab a: #1 A, #2 Item 1, #3 Item 2
        tab b (selected): #4 B, #5 Item 5
        """)
    _ = navigation.takeJournal()

    try navigation.apply(string: "/a/1")

    #expect(
      navigation.takeJournal() == [.pushed("a", animated: false), .popped("2", animated: false)])
    #expect(navigation.currentPath.description == "/a/1")
    #expect(
      app.router.stack.description == """
        tab a (selected): #1 A, #2 Item 1
        tab b: #4 B, #5 Item 5
        """)
    #expect(app.router.violations(in: app) == [])
  }

  @Test func aTabThatAlreadyShowsThePathIsOnlySelected() throws {
    try navigation.apply(string: "/b/5")
    try navigation.apply(string: "/a")
    _ = navigation.takeJournal()
    try navigation.apply(string: "/b/5")
    #expect(navigation.takeJournal() == [.pushed("b", animated: true)])
    #expect(navigation.currentPath.description == "/b/5")
    try navigation.apply(string: "/b/5")
    #expect(navigation.takeJournal() == [])
  }

  @Test func theTabBarMovesThePathWithNothingToReport() throws {
    try navigation.apply(string: "/b/3")
    try app.router.tapTab("a")
    #expect(navigation.currentPath.description == "/a")
    try app.router.tapTab("b")
    #expect(navigation.currentPath.description == "/b/3")
    try app.router.tapTab("b")
    #expect(navigation.currentPath.description == "/b")
  }

  @Test func aKeyBesideTheTabsLeavesBeforeAnotherTabIsSelected() throws {
    try navigation.apply(string: "/b/5")
    try navigation.apply(string: "/a")
    try navigation.apply(string: "/login")
    #expect(navigation.currentPath.description == "/login")
    _ = navigation.takeJournal()

    try navigation.apply(string: "/b/6")

    #expect(
      navigation.takeJournal() == [
        .popped("login", animated: false), .pushed("b", animated: false),
        .popped("5", animated: false), .pushed("6", animated: false),
      ])
    #expect(navigation.currentPath.description == "/b/6")
    #expect(
      app.router.stack.description == """
        tab a: #1 A
        tab b (selected): #2 B, #5 Item 6
        """)
  }

  @Test func anInvalidPathChangesNoTab() throws {
    try navigation.apply(string: "/a/1")
    try navigation.apply(string: "/b/2")
    let stack = app.router.stack
    _ = navigation.takeJournal()
    #expect(throws: PathError.unknownComponent("x", index: 1, coordinator: "A")) {
      try navigation.apply(string: "/a/x")
    }
    #expect(throws: PathError.unknownComponent("c", index: 0, coordinator: "TabbedRoot")) {
      try navigation.apply(string: "/c")
    }
    #expect(app.router.stack == stack)
    #expect(navigation.currentPath.description == "/b/2")
    #expect(navigation.takeJournal() == [])
  }
}
