import Coordinator

/// The books tab: BookList, the BookDetail of a book pushed over it, the editor of a book, and
/// the AddBook flow presented over the tabs, whose new book it adds.
@MainActor
final class BooksFlowCoordinator: BaseCoordinator, BookHost {
  let router: TabStackRouter
  let store: ShelfStore
  /// The detail shown over the list, if any, and the keys after its id.
  private(set) weak var detail: BookDetailScreen?
  private(set) var detailPage: BookPage?
  private(set) weak var editor: BookEditorFlowCoordinator?
  private(set) weak var addition: AddBookFlowCoordinator?

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
    detail = screen
    let page = BookPage(bookID: book.id, host: self)
    detailPage = page
    router.push(screen, owner: self, animated: animated) { [weak self, weak page] in
      // Only its own: a queued pop may run after another detail was shown.
      if let self, self.detailPage === page { self.detailPage = nil }
    }
  }

  /// Presents the AddBook flow over the tabs and adds the book it ends with.
  func addBook() {
    startAddition(makeAddition())
  }

  func makeAddition() -> AddBookFlowCoordinator {
    addition ?? AddBookFlowCoordinator(router: router.container, nextID: store.nextBookID)
  }

  func startAddition(_ flow: AddBookFlowCoordinator) {
    addition = flow
    runChild(flow, on: router.container) { [weak self] book in
      if let book {
        self?.store.add(book)
      }
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
