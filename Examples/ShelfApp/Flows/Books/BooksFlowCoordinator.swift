import Coordinator

/// The books tab: BookList, the BookDetail of a book pushed over it, the editor of a book, and
/// the AddBook flow presented over the tabs, whose new book it adds.
@MainActor
final class BooksFlowCoordinator: BaseCoordinator, BookHost {
  let router: TabStackRouter
  let store: ShelfStore
  /// The book shown over the list, if any.
  let shown = ShownBook()
  var onDelete: (@MainActor (Int) -> Void)?
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

  /// The detail is over BookList, the root of the tab.
  func closeDetail() {
    router.popToRoot(animated: false)
  }

  /// Presents the AddBook flow over the tabs and adds the book it ends with.
  func addBook() {
    if let flow = makeAddition() {
      startAddition(flow)
    }
  }

  /// The AddBook flow on show, or a new one; `nil` when the shelf has no id left for a book.
  func makeAddition() -> AddBookFlowCoordinator? {
    addition
      ?? store.nextBookID.map { AddBookFlowCoordinator(router: router.container, nextID: $0) }
  }

  func startAddition(_ flow: AddBookFlowCoordinator) {
    addition = flow
    runChild(flow, on: router.container) { [weak self] book in
      if let book {
        self?.store.add(book)
      }
    }
  }
}
