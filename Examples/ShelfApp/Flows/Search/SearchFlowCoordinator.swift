import Coordinator

/// The search tab: Search, the Results of a search, a BookDetail of one of them, and its
/// editor.
@MainActor
final class SearchFlowCoordinator: BaseCoordinator, BookDetailOutput {
  let router: TabStackRouter
  let store: ShelfStore
  /// The results shown over Search, if any.
  private(set) weak var results: ResultsScreen?
  /// The detail shown over the results, if any.
  private(set) weak var detail: BookDetailScreen?

  init(router: TabStackRouter, store: ShelfStore) {
    self.router = router
    self.store = store
  }

  override func start() {
    super.start()
    router.push(SearchScreen(flow: self), owner: self, animated: false) { [weak self] in
      self?.finish()
    }
  }

  func showResults(for text: String, animated: Bool = true) {
    let screen = ResultsScreen(text: text, flow: self, store: store)
    results = screen
    router.push(screen, owner: self, animated: animated)
  }

  func showDetail(of book: Book, animated: Bool = true) {
    let screen = BookDetailScreen(bookID: book.id, store: store, output: self)
    detail = screen
    router.push(screen, owner: self, animated: animated)
  }

  func editBook(_ book: Book) {
    startChild(BookEditorFlowCoordinator(book: book, router: router, store: store), on: router)
  }
}
