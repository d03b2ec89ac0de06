import FlowsShell

/// The forms of the texts a person types for a book: a title, an author, a search.
enum BookTexts {
  /// ID: a book's number.
  static let id = ActionArgument<Int>.integer("ID", in: 1...Int.max, rule: "ID is a book's number")

  /// TEXT: the rest of the line, 1 to 200 characters.
  static let text = ActionArgument<String>.text(length: 1...Book.maximumTextLength)

  /// A book's id among `books`, or the error that names the ones there are.
  static func book(_ id: Int, in books: [Book]) throws(ScreenActionError) -> Book {
    guard let book = books.first(where: { $0.id == id }) else {
      let ids = books.map { "#\($0.id)" }.joined(separator: ", ")
      throw .invalidArgument(
        books.isEmpty ? "no book is listed" : "no book #\(id) here; the books are \(ids)")
    }
    return book
  }
}
