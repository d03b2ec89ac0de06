import Coordinator

/// The editor of one book, pushed over its BookDetail: a draft, saved or left.
@MainActor
final class BookEditorFlowCoordinator: BaseCoordinator {
  private let router: any Router
  private let store: ShelfStore
  private let saved: Book
  private(set) var draft: Book

  init(book: Book, router: any Router, store: ShelfStore) {
    saved = book
    draft = book
    self.router = router
    self.store = store
  }

  var hasUnsavedChanges: Bool { draft != saved }

  override func start() {
    super.start()
    router.push(EditorScreen(flow: self), owner: self) { [weak self] in self?.finish() }
  }

  func titleChanged(_ title: String) {
    draft.title = title
  }

  /// Stores the draft and leaves.
  func save() {
    store.update(draft)
    finish()
  }
}
