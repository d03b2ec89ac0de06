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

  var shownKeys: [Key] { flow?.detail.map { [.book($0.bookID)] } ?? [] }

  var shownChild: (any PathCoordinator)? { flow?.detailPage }

  /// The detail of a book among the results; `nil` for any other id.
  func item(for key: Key) -> NavigationItem? {
    guard case .book(let id) = key, let flow,
      let book = flow.store.shelf.books(matching: text).first(where: { $0.id == id })
    else { return nil }
    let page =
      flow.detail?.bookID == id
      ? flow.detailPage ?? BookPage(book: book, host: flow)
      : BookPage(book: book, host: flow)
    return NavigationItem(self, page) { animated, source, _, completion in
      source.flow?.showDetail(of: book, animated: animated)
      completion()
    } pop: { animated, source, _, completion in
      try? source.flow?.router.pop(animated: animated)
      completion()
    }
  }
}
