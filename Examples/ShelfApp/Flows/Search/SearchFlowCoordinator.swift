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
  /// The entry of the results on show, which a detail over them is popped back to.
  private var resultsEntry: RouterEntry.ID?
  /// The book shown over the results, if any.
  let shown = ShownBook()
  var onDelete: (@MainActor (Int) -> Void)?
  /// The text of the search that runs, if one does.
  private(set) var searchingFor: String?
  private var search: Task<Void, Never>?

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

  /// Searches the catalog for `text`, and shows the results once it answers; a search that
  /// still runs is cancelled.
  func find(_ text: String) {
    search?.cancel()
    searchingFor = text
    let shelf = store.shelf
    search = startTask { [weak self, catalog = store.catalog] in
      let books = try? await catalog.books(matching: text, in: shelf)
      guard let self, books != nil, !Task.isCancelled else { return }
      self.searchingFor = nil
      self.showResults(for: text)
    }
  }

  func showResults(for text: String, animated: Bool = true) {
    let screen = ResultsScreen(text: text, flow: self, store: store)
    results = screen
    let page = ResultsPage(text: text, flow: self)
    resultsPage = page
    resultsEntry =
      router.push(screen, owner: self, animated: animated) {
        [weak self, weak page] in
        if let self, self.resultsPage === page { self.resultsPage = nil }
      }.id
  }

  /// The detail is over the results on show.
  func closeDetail() {
    if let resultsEntry {
      try? router.pop(to: resultsEntry, animated: false)
    }
  }
}
