/// A link into an app: a path and the items of its query, read from a path such as `/books/2`
/// or a URL such as `shelf://books/2`, `https://shelf.example/books/2/edit` or
/// `shelf://search?q=dune`.
///
/// ``init(parsing:origins:)`` checks the link's form and whether its scheme and host are the
/// app's; ``PathNavigator/apply(_:)-(FlowLink)`` checks the rest against the coordinators
/// before anything moves: every key, and every query item, which the coordinator where the path
/// ends turns into keys (``PathCoordinator/keys(forQuery:)``).
///
/// ```swift
/// let link = try FlowLink(parsing: "shelf://search?q=dune", origins: [.scheme("shelf")])
/// // link.path == "/search", link.query == [LinkQueryItem(name: "q", value: "dune")]
/// try navigation.apply(link)  // the path /search/dune
/// ```
public struct FlowLink: Hashable, Sendable, CustomStringConvertible {
  /// The most bytes of UTF-8 a link may have.
  public static let maximumLength = FlowPath.maximumLength

  /// The path, its components as the link wrote them: percent-escapes are left for the keys
  /// to decode, once.
  public var path: FlowPath
  /// The query's items, in order, decoded.
  public var query: [LinkQueryItem]

  /// Creates a link from its path and query.
  public init(path: FlowPath, query: [LinkQueryItem] = []) {
    self.path = path
    self.query = query
  }

  /// The link as a path with its query: `/search?q=dune`.
  public var description: String {
    path.description + queryText
  }

  /// The link as a URL of `origin`: `shelf://books/2`, `https://shelf.example/books/2`.
  public func url(in origin: LinkOrigin) -> String {
    if let host = origin.host {
      return "\(origin.scheme)://\(host)\(path)\(queryText)"
    }
    return "\(origin.scheme)://\(path.components.joined(separator: "/"))\(queryText)"
  }

  /// `?` and the items joined by `&`, or nothing.
  private var queryText: String {
    query.isEmpty ? "" : "?" + query.map(\.description).joined(separator: "&")
  }
}
