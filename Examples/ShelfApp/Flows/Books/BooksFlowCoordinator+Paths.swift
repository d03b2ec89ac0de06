import Coordinator

extension BooksFlowCoordinator: PathCoordinator {
  /// The keys after `/books`: a book's id, or `add`.
  enum Key: PathKey {
    case book(Int)
    case add

    var pathComponent: String {
      switch self {
      case .book(let id): String(id)
      case .add: "add"
      }
    }

    init?(pathComponent: String) {
      if pathComponent == "add" {
        self = .add
      } else if let id = Int(pathComponent), id > 0, String(id) == pathComponent {
        self = .book(id)
      } else {
        return nil
      }
    }
  }

  var shownKeys: [Key] {
    if let detail { return [.book(detail.bookID)] }
    return addition == nil ? [] : [.add]
  }

  var shownChild: (any PathCoordinator)? {
    if detail != nil { return detailPage }
    return addition
  }

  /// A book added is not kept: the form's draft would be lost, so a snapshot ends before it.
  func isRestorable(_ key: Key) -> Bool {
    if case .add = key { return false }
    return true
  }

  /// Why a link cannot show `key`, in the person's words.
  func refusal(of key: Key) -> String? {
    switch key {
    case .book(let id): "no book \(id)"
    case .add: "the shelf has no room for another book"
    }
  }

  func item(for key: Key) -> NavigationItem? {
    switch key {
    case .book(let id):
      guard let book = store.shelf.book(id) else { return nil }
      let page =
        detail?.bookID == id
        ? detailPage ?? BookPage(bookID: book.id, host: self)
        : BookPage(bookID: book.id, host: self)
      return NavigationItem(self, page) { animated, source, _, completion in
        source.showDetail(of: book, animated: animated)
        completion()
      } pop: { animated, source, _, completion in
        try? source.router.pop(animated: animated)
        completion()
      }
    case .add:
      // No id left: no addition to show.
      guard let addition = makeAddition() else { return nil }
      return NavigationItem(self, addition) { _, source, flow, completion in
        source.startAddition(flow)
        completion()
      } pop: { _, _, flow, completion in
        // A modal that a link takes away ends with nothing.
        flow.finish()
        completion()
      }
    }
  }
}
