/// One change a session makes to the shelf, applied to the shelf as the file holds it when the
/// change is saved: so two sessions sharing a data directory merge by book id, and neither
/// loses what the other did.
enum ShelfChange: Equatable, Sendable {
  /// A new book; should another session have given its id to a book meanwhile, it gets the
  /// next free one.
  case add(Book)
  /// A book's title and author, stored over the book with its id, if it is still there; the
  /// record's other keys are kept.
  case update(Book)
  /// The book with this id removed, wherever it is.
  case delete(Int)
  /// The onboarding done.
  case finishOnboarding
  /// The initial shelf and the onboarding to do again; keys this version does not know are
  /// kept.
  case reset

  /// Applies the change to `shelf`.
  ///
  /// - Returns: `false` when it cannot be applied: a new book for which no id is left.
  @discardableResult
  func apply(to shelf: inout Shelf) -> Bool {
    switch self {
    case .add(var book):
      if shelf.book(book.id) != nil {
        guard let id = shelf.nextBookID else { return false }
        book.id = id
      }
      guard (1...Book.maximumID).contains(book.id) else { return false }
      shelf.books.append(book)
    case .update(let book):
      if let index = shelf.books.firstIndex(where: { $0.id == book.id }) {
        shelf.books[index].title = book.title
        shelf.books[index].author = book.author
      }
    case .delete(let id):
      shelf.books.removeAll { $0.id == id }
    case .finishOnboarding:
      shelf.isOnboarded = true
    case .reset:
      shelf.books = Shelf.initial.books
      shelf.isOnboarded = false
    }
    return true
  }
}
