@_spi(Files) import Coordinator
@_spi(Files) import FlowsShell

/// A book on the shelf.
struct Book: Codable, Equatable, Sendable {
  /// The book's id: one more than the highest when it was added, never reused while it exists.
  var id: Int
  var title: String
  var author: String
  /// The keys of the book's record in `shelf.json` that this version does not know (an
  /// `isbn` a newer version wrote), written back as they were.
  var unknownKeys: [String: JSONValue] = [:]

  /// The book as the lists show it: `#2 Neuromancer — William Gibson`.
  var line: String { "#\(id) \(title) — \(author)" }

  /// The highest id a shelf file may give a book, far from overflowing the next one.
  static let maximumID = 1_000_000_000

  /// The longest title or author a book takes, in characters.
  static let maximumTextLength = 200

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case id, title, author
  }

  init(id: Int, title: String, author: String) {
    self.id = id
    self.title = title
    self.author = author
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    title = try container.decode(String.self, forKey: .title)
    author = try container.decode(String.self, forKey: .author)
    unknownKeys = try JSONValue.unknownKeys(in: decoder, besides: CodingKeys.self)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONKey.self)
    try container.encode(unknownKeys: unknownKeys)
    try container.encode(id, forKey: JSONKey(CodingKeys.id))
    try container.encode(title, forKey: JSONKey(CodingKeys.title))
    try container.encode(author, forKey: JSONKey(CodingKeys.author))
  }
}
