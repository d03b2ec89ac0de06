import FlowsShell

/// What a book's detail screen reports: its person wants to edit or delete the book.
@MainActor
protocol BookDetailOutput: AnyObject {
  func editBook(_ book: Book)
  func deleteBook(_ book: Book)
}

/// One book: `edit`, `delete`.
@MainActor
final class BookDetailScreen: ShellScreen {
  enum Action: Sendable {
    case edit, delete
  }

  let bookID: Int
  private weak var output: (any BookDetailOutput)?
  private let store: ShelfStore

  init(bookID: Int, store: ShelfStore, output: any BookDetailOutput) {
    self.bookID = bookID
    self.store = store
    self.output = output
  }

  var screenName: String { "BookDetail" }
  var messages: [String] {
    [store.shelf.book(bookID)?.line ?? "#\(bookID) is no longer on the shelf"]
  }
  var actions: ScreenActions<Action> { Self.actionList }
  private static let actionList = ScreenActions<Action>([
    .action("edit", .edit), .action("delete", .delete),
  ])

  func perform(_ action: Action) throws(ScreenActionError) {
    guard let book = store.shelf.book(bookID) else {
      throw .invalidArgument("#\(bookID) is no longer on the shelf")
    }
    switch action {
    case .edit: output?.editBook(book)
    case .delete: output?.deleteBook(book)
    }
  }
}
