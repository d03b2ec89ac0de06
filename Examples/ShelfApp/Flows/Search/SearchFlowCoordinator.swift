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
  /// The book shown over the results, if any.
  let shown = ShownBook()

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
}
