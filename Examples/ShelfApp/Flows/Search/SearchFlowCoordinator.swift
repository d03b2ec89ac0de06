import Coordinator

/// The search tab: Search, the Results of a search, a BookDetail of one of them, and its
/// editor.
@MainActor
final class SearchFlowCoordinator: BaseCoordinator, BookHost {
  let router: TabStackRouter
  let store: ShelfStore
  /// The results shown over Search, if any, and the keys after their text.
  private(set) weak var results: ResultsScreen?
  private(set) var resultsPage: ResultsPage?
  /// The detail shown over the results, if any, and the keys after its id.
  private(set) weak var detail: BookDetailScreen?
  private(set) var detailPage: BookPage?
  private(set) weak var editor: BookEditorFlowCoordinator?

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
    let page = ResultsPage(text: text, flow: self)
    resultsPage = page
    router.push(screen, owner: self, animated: animated) { [weak self, weak page] in
      if let self, self.resultsPage === page { self.resultsPage = nil }
    }
  }

  func showDetail(of book: Book, animated: Bool = true) {
    let screen = BookDetailScreen(bookID: book.id, store: store, output: self)
    detail = screen
    let page = BookPage(bookID: book.id, host: self)
    detailPage = page
    router.push(screen, owner: self, animated: animated) { [weak self, weak page] in
      // Only its own: a queued pop may run after another detail was shown.
      if let self, self.detailPage === page { self.detailPage = nil }
    }
  }

  func makeEditor(of book: Book) -> BookEditorFlowCoordinator {
    BookEditorFlowCoordinator(book: book, router: router, store: store)
  }

  func startEditor(_ editor: BookEditorFlowCoordinator) {
    self.editor = editor
    startChild(editor, on: router)
  }
}
