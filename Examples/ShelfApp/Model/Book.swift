/// A book on the shelf.
struct Book: Codable, Equatable, Sendable {
  /// The book's id: one more than the highest when it was added, never reused while it exists.
  var id: Int
  var title: String
  var author: String

  /// The book as the lists show it: `#2 Neuromancer — William Gibson`.
  var line: String { "#\(id) \(title) — \(author)" }

  /// The highest id a shelf file may give a book, far from overflowing the next one.
  static let maximumID = 1_000_000_000

  /// The longest title or author a book takes, in characters.
  static let maximumTextLength = 200
}
