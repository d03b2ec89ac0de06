import Coordinator
import Testing

/// Links applied by a PathNavigator: the query's keys come from the coordinator where the
/// path ends; every rejection leaves the stack, the tree and the path as they were.
@MainActor
@Suite struct LinkNavigationTests {
  /// The root: `/search`, whose flow takes `?q=TEXT` as the key of TEXT's results.
  final class Root: BaseCoordinator, PathCoordinator {
    enum Key: String, PathKey {
      case search, about
    }

    let router = StackRouter()
    let search = SearchPage()

    override func start() {
      super.start()
      router.setRoot(TestScreen("Home"), owner: self, animated: false)
      search.router = router
    }

    var shownKeys: [Key] { search.isShown ? [.search] : [] }

    func item(for key: Key) -> NavigationItem? {
      switch key {
      case .search:
        return NavigationItem(self, search) { _, _, page, completion in
          page.isShown = true
          page.router?.push(TestScreen("Search"), animated: false)
          completion()
        } pop: { _, _, page, completion in
          page.isShown = false
          try? page.router?.pop(animated: false)
          completion()
        }
      case .about:
        return NavigationItem(self, screen: TestScreen("About"), endsPath: true) {
          _, root, screen, completion in
          root.router.push(screen, animated: false)
          completion()
        } pop: { _, root, _, completion in
          try? root.router.pop(animated: false)
          completion()
        }
      }
    }
  }

  /// `/search/TEXT`: results, and `?q=TEXT` for the same.
  final class SearchPage: PathCoordinator {
    struct Key: PathKey {
      let text: String
      var pathComponent: String { text }
      init(text: String) { self.text = text }
      init?(pathComponent: String) { text = pathComponent }
    }

    weak var router: StackRouter?
    var isShown = false
    var shownText: String?

    var name: String { "SearchPage" }
    var shownKeys: [Key] { shownText.map { [Key(text: $0)] } ?? [] }
    var shownChild: (any PathCoordinator)? { nil }

    func keys(forQuery items: [LinkQueryItem]) throws(LinkError) -> [Key] {
      for item in items where item.name != "q" {
        throw .unknownQueryItem(item.name, coordinator: name)
      }
      guard items.count == 1, !items[0].value.isEmpty else {
        throw .invalidQueryItem("q", reason: "one search, not empty")
      }
      return [Key(text: items[0].value)]
    }

    func item(for key: Key) -> NavigationItem? {
      NavigationItem(self, screen: TestScreen("Results"), endsPath: true) {
        _, page, screen, completion in
        page.shownText = key.text
        page.router?.push(screen, animated: false)
        completion()
      } pop: { _, page, _, completion in
        page.shownText = nil
        try? page.router?.pop(animated: false)
        completion()
      }
    }
  }

  let root = Root()
  let navigation: PathNavigator

  init() {
    root.start()
    navigation = PathNavigator(root: root)
  }

  func link(_ text: String) throws -> FlowLink {
    try FlowLink(parsing: text, origins: [.scheme("app")])
  }

  @Test func aQueryBecomesTheKeysOfTheCoordinatorWhereThePathEnds() throws {
    #expect(try navigation.path(for: link("app://search?q=dune")).description == "/search/dune")
    try navigation.apply(link("app://search?q=dune"))
    #expect(navigation.currentPath.description == "/search/dune")
    #expect(root.router.stack.description == "level 0: #1 Home, #2 Search, #3 Results")
  }

  @Test(arguments: [
    ("app://search?x=1", LinkError.unknownQueryItem("x", coordinator: "SearchPage")),
    ("app://search?q=", .invalidQueryItem("q", reason: "one search, not empty")),
    ("app://search?q=a&q=b", .invalidQueryItem("q", reason: "one search, not empty")),
    ("app://?q=a", .unknownQueryItem("q", coordinator: "Root")),
    ("app://about?q=a", .unknownQueryItem("q", coordinator: "Root")),
    ("app://nowhere?q=a", .path(.unknownComponent("nowhere", index: 0, coordinator: "Root"))),
    ("app://nowhere", .path(.unknownComponent("nowhere", index: 0, coordinator: "Root"))),
    ("app://about/x", .path(.trailingComponent("x", index: 1, coordinator: "Root"))),
  ])
  func aLinkTheCoordinatorsRejectChangesNothing(text: String, error: LinkError) throws {
    try navigation.apply(link("/search/dune"))
    let before = (
      root.router.stack, CoordinatorTree(root, router: root.router), navigation.currentPath
    )

    #expect(throws: error) { try navigation.validate(link(text)) }
    #expect(throws: error) { try navigation.apply(link(text)) }

    #expect(root.router.stack == before.0)
    #expect(CoordinatorTree(root, router: root.router) == before.1)
    #expect(navigation.currentPath == before.2)
  }
}
