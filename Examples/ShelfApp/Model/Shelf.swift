@_spi(Files) import Coordinator
@_spi(Files) import FlowsShell

/// What `shelf.json` keeps: the books and whether the onboarding was finished.
struct Shelf: Codable, Equatable, Sendable {
  var books: [Book]
  var isOnboarded: Bool
  /// The file's top-level keys that this version does not know (a `version` a newer one
  /// wrote), written back as they were.
  var unknownKeys: [String: JSONValue] = [:]

  /// The three books a new shelf starts with, not yet onboarded.
  static let initial = Shelf(
    books: [
      Book(id: 1, title: "Dune", author: "Frank Herbert"),
      Book(id: 2, title: "Neuromancer", author: "William Gibson"),
      Book(id: 3, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
    ], isOnboarded: false)

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case books
    case isOnboarded = "onboarded"
  }

  init(books: [Book], isOnboarded: Bool) {
    self.books = books
    self.isOnboarded = isOnboarded
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    books = try container.decode([Book].self, forKey: .books)
    isOnboarded = try container.decode(Bool.self, forKey: .isOnboarded)
    unknownKeys = try JSONValue.unknownKeys(in: decoder, besides: CodingKeys.self)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONKey.self)
    try container.encode(unknownKeys: unknownKeys)
    try container.encode(books, forKey: JSONKey(CodingKeys.books))
    try container.encode(isOnboarded, forKey: JSONKey(CodingKeys.isOnboarded))
  }

  /// The book with `id`, if the shelf has it.
  func book(_ id: Int) -> Book? {
    books.first { $0.id == id }
  }

  /// The books whose title or author contains `text`, ignoring case.
  func books(matching text: String) -> [Book] {
    books.filter {
      $0.title.localizedCaseInsensitiveContains(text)
        || $0.author.localizedCaseInsensitiveContains(text)
    }
  }

  /// The id a new book gets: the highest + 1, or `nil` when that is beyond ``Book/maximumID``.
  var nextBookID: Int? {
    let next = (books.map(\.id).max() ?? 0) + 1
    return next <= Book.maximumID ? next : nil
  }

  /// Whether every book has an id of its own from 1 to ``Book/maximumID`` and a title and author of 1 to 200
  /// characters: what a file must hold to be read.
  var isValid: Bool {
    Set(books.map(\.id)).count == books.count
      && books.allSatisfy {
        (1...Book.maximumID).contains($0.id)
          && (1...Book.maximumTextLength).contains($0.title.count)
          && (1...Book.maximumTextLength).contains($0.author.count)
      }
  }
}
