import Coordinator
import Testing

/// A coordinator that says why it cannot show a key: the link is refused with its words,
/// and nothing moves.
@MainActor
@Suite struct PathRefusalTests {
  /// A shelf of two books at the root, each pushed by its id; any other id is refused.
  final class Shelf: BaseCoordinator, PathCoordinator {
    let router = StackRouter()
    let titles: [Int: String]
    var saysWhy = true
    private weak var book: BookScreen?

    init(titles: [Int: String]) { self.titles = titles }

    override func start() {
      super.start()
      router.setRoot(BookScreen(id: 0), owner: self)
    }

    var shownKeys: [BookKey] { book.map { [BookKey(id: $0.id)] } ?? [] }

    func item(for key: BookKey) -> NavigationItem? {
      guard titles[key.id] != nil else { return nil }
      let screen = book.flatMap { $0.id == key.id ? $0 : nil } ?? BookScreen(id: key.id)
      return NavigationItem(self, screen: screen, endsPath: true) {
        animated, shelf, screen, completion in
        shelf.book = screen
        shelf.router.push(screen, owner: shelf, animated: animated)
        completion()
      } pop: { animated, shelf, _, completion in
        try? shelf.router.pop(animated: animated)
        completion()
      }
    }

    func refusal(of key: BookKey) -> String? { saysWhy ? "no book \(key.id)" : nil }
  }

  final class BookScreen: Presentable {
    let id: Int
    init(id: Int) { self.id = id }
  }

  @Test func aRefusalIsThePersonsWordsAndMovesNothing() throws {
    let shelf = Shelf(titles: [1: "Dune", 2: "Emma"])
    shelf.start()
    let navigation = PathNavigator(root: shelf)
    try navigation.apply(string: "/2")
    let error = PathError.refusedComponent("9", index: 0, coordinator: "Shelf", reason: "no book 9")
    #expect(throws: error) { try navigation.apply(string: "/9") }
    #expect(error.description == "no book 9")
    #expect(navigation.currentPath.description == "/2")
    #expect(shelf.router.stack.description == "level 0: #1 BookScreen, #2 BookScreen")
    // Without a reason, the error names the coordinator and the component, as before.
    shelf.saysWhy = false
    #expect(throws: PathError.rejectedComponent("9", index: 0, coordinator: "Shelf")) {
      try navigation.apply(string: "/9")
    }
  }
}
