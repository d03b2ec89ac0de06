import Coordinator

/// The books tab: BookList, the BookDetail of a book pushed over it, the editor of a book, and
/// the AddBook flow presented over the tabs, whose new book it adds.
@MainActor
final class BooksFlowCoordinator: BaseCoordinator, BookDetailOutput {
  let router: TabStackRouter
  let store: ShelfStore
  /// The details shown over the list, bottom first.
  private(set) var details: [BookDetailScreen] = []

  init(router: TabStackRouter, store: ShelfStore) {
    self.router = router
    self.store = store
  }

  override func start() {
    super.start()
    router.push(BookListScreen(flow: self, store: store), owner: self, animated: false) {
      [weak self] in self?.finish()
    }
  }

  func showDetail(of book: Book, animated: Bool = true) {
    let screen = BookDetailScreen(bookID: book.id, store: store, output: self)
    details.append(screen)
    router.push(screen, owner: self, animated: animated) { [weak self, weak screen] in
      self?.details.removeAll { $0 === screen }
    }
  }

  /// Presents the AddBook flow over the tabs and adds the book it ends with.
  func addBook() {
    let flow = AddBookFlowCoordinator(router: router.container, nextID: store.nextBookID)
    runChild(flow, on: router.container) { [weak self] book in
      if let book {
        self?.store.add(book)
      }
    }
  }

  func editBook(_ book: Book) {
    startChild(BookEditorFlowCoordinator(book: book, router: router, store: store), on: router)
  }
}
