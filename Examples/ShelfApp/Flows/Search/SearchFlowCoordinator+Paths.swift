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

  /// `?q=TEXT`, once: the results of TEXT as `find` takes it (``SearchText/typed(_:)``), as
  /// `/search/TEXT` is.
  func keys(forQuery items: [LinkQueryItem]) throws(LinkError) -> [Key] {
    for item in items where item.name != "q" {
      throw .unknownQueryItem(item.name, coordinator: name)
    }
    guard items.count == 1 else { throw .invalidQueryItem("q", reason: "given more than once") }
    guard !items[0].value.unicodeScalars.contains("\0") else {
      throw .invalidQueryItem("q", reason: "a search holds no NUL, which find cannot be given")
    }
    let text = SearchText.typed(items[0].value) ?? ""
    guard (1...Book.maximumTextLength).contains(text.count) else {
      throw .invalidQueryItem("q", reason: "a search is 1 to \(Book.maximumTextLength) characters")
    }
    if let problem = SearchText.tooLongForALink(text) {
      throw .invalidQueryItem("q", reason: problem)
    }
    return [.results(text)]
  }

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
