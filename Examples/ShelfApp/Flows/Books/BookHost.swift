import Coordinator

/// A tab's flow that shows a book's detail and runs its editor: the books tab's flow, the
/// search tab's. What they share is written once, here.
@MainActor
protocol BookHost: BaseCoordinator, BookDetailOutput {
  /// The router of the flow's tab.
  var router: TabStackRouter { get }
  /// The shelf the books are read from.
  var store: ShelfStore { get }
  /// The book on show.
  var shown: ShownBook { get }
  /// What a confirmed `delete` does: the tabs take the book off every one of them.
  var onDelete: (@MainActor (Int) -> Void)? { get set }
  /// Pops the detail on show, and the editor over it, off the flow's tab.
  func closeDetail()
}

/// The answers of the `Delete TITLE?` Alert.
enum DeleteChoice: String, DialogChoice {
  case delete, cancel

  /// The `Delete TITLE?` Alert of the book titled `title`.
  static func alert(title: String) -> DialogContent<DeleteChoice> {
    .alert(
      "Delete \(title)?", message: "It will be removed from every tab.",
      buttons: [
        DialogButton(.delete, title: "Delete", role: .destructive),
        DialogButton(.cancel, title: "Cancel", role: .cancel),
      ])
  }
}

extension BookHost {
  /// The detail on show, if any.
  var detail: BookDetailScreen? { shown.detail }
  /// The keys after the id of the detail on show.
  var detailPage: BookPage? { shown.page }
  /// The editor running over the detail, if any.
  var editor: BookEditorFlowCoordinator? { shown.editor }

  /// Pushes the detail of `book`.
  func showDetail(of book: Book, animated: Bool = true) {
    let screen = BookDetailScreen(bookID: book.id, store: store, output: self)
    let page = BookPage(bookID: book.id, host: self)
    shown.detail = screen
    shown.page = page
    router.push(screen, owner: self, animated: animated) { [weak shown, weak page] in
      // Only its own: a queued pop may run after another detail was shown.
      if let shown, shown.page === page { shown.page = nil }
    }
  }

  /// A new editor of `book`, not started.
  func makeEditor(of book: Book) -> BookEditorFlowCoordinator {
    BookEditorFlowCoordinator(book: book, router: router, store: store)
  }

  /// Starts `editor` over the detail.
  func startEditor(_ editor: BookEditorFlowCoordinator) {
    shown.editor = editor
    startChild(editor, on: router)
  }

  func editBook(_ book: Book) {
    startEditor(makeEditor(of: book))
  }

  /// Asks `Delete TITLE?` over the tabs; `delete` deletes the book.
  func deleteBook(_ book: Book) {
    // Its keys are fixed words: it cannot throw.
    try? ask(DeleteChoice.alert(title: book.title), screenName: "Alert", on: router) {
      [weak self] answer in
      if answer == .delete {
        self?.onDelete?(book.id)
      }
    }
  }

  /// Takes the detail of book `id` off the flow's tab, if it shows it, with its editor.
  func close(book id: Int) {
    if shown.detail?.bookID == id {
      closeDetail()
    }
  }
}
