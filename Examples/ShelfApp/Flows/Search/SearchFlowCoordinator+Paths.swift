import Coordinator

extension SearchFlowCoordinator: PathCoordinator {
  /// The key after `/search`: a search's text, percent-encoded.
  enum Key: PathKey {
    case results(String)

    var pathComponent: String {
      switch self {
      case .results(let text): SearchText.encoded(text)
      }
    }

    init?(pathComponent: String) {
      guard let text = SearchText.decoded(pathComponent) else { return nil }
      self = .results(text)
    }
  }

  var shownKeys: [Key] { results.map { [.results($0.text)] } ?? [] }

  var shownChild: (any PathCoordinator)? { resultsPage }

  func item(for key: Key) -> NavigationItem? {
    guard case .results(let text) = key else { return nil }
    let page =
      results?.text == text
      ? resultsPage ?? ResultsPage(text: text, flow: self)
      : ResultsPage(text: text, flow: self)
    return NavigationItem(self, page) { animated, source, _, completion in
      source.showResults(for: text, animated: animated)
      completion()
    } pop: { animated, source, _, completion in
      try? source.router.pop(animated: animated)
      completion()
    }
  }
}
