import Coordinator

/// The keys after a search's text in a path: the id of one of its results.
@MainActor
final class ResultsPage: PathCoordinator {
  enum Key: PathKey {
    case book(Int)

    var pathComponent: String {
      switch self {
      case .book(let id): String(id)
      }
    }

    init?(pathComponent: String) {
      guard let id = Int(pathComponent), id > 0, String(id) == pathComponent else { return nil }
      self = .book(id)
    }
  }

  let text: String
  private weak var flow: SearchFlowCoordinator?

  init(text: String, flow: SearchFlowCoordinator) {
    self.text = text
    self.flow = flow
  }

  var name: String { "Results" }

  var shownKeys: [Key] {
    guard flow?.resultsPage === self, let detail = flow?.detail else { return [] }
    return [.book(detail.bookID)]
  }

  var shownChild: (any PathCoordinator)? { flow?.resultsPage === self ? flow?.detailPage : nil }

  /// Why a link cannot show `key`: no such book, or one the search does not find.
  func refusal(of key: Key) -> String? {
    guard case .book(let id) = key else { return nil }
    return flow?.store.shelf.book(id) == nil
      ? "no book \(id)" : "book \(id) is not among the results for \"\(text)\""
  }

  /// The detail of a book among the results; `nil` for any other id.
  func item(for key: Key) -> NavigationItem? {
    guard case .book(let id) = key, let flow else { return nil }
    // The detail on show is this page's only when these are the results on show; it stays a
    // place of the path when an edit took its book out of the results.
    let isShown = flow.resultsPage === self && flow.detail?.bookID == id
    let found = flow.store.shelf.books(matching: text).first { $0.id == id }
    guard let book = found ?? (isShown ? flow.store.shelf.book(id) : nil) else { return nil }
    let page = (isShown ? flow.detailPage : nil) ?? BookPage(bookID: book.id, host: flow)
    return NavigationItem(self, page) { animated, source, _, completion in
      source.flow?.showDetail(of: book, animated: animated)
      completion()
    } pop: { animated, source, _, completion in
      try? source.flow?.router.pop(animated: animated)
      completion()
    }
  }
}
