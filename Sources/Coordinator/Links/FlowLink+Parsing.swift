extension FlowLink {
  /// Reads a link: a path (`/books/2`) or a URL of one of `origins` (`shelf://books/2`,
  /// `https://shelf.example/books/2`), with an optional query (`?q=dune`).
  ///
  /// Only the form is checked here: no control character or space, a scheme and a host of the
  /// app's, a path as ``FlowPath/init(parsing:)`` reads it whose percent-escapes are valid, a
  /// query of `name=value` items, no fragment. Whether the keys and the query items exist is
  /// known when a ``NavigationRouter`` resolves them.
  ///
  /// - Throws: a ``LinkError`` naming what is wrong and where.
  public init(parsing string: String, origins: [LinkOrigin]) throws(LinkError) {
    let bytes = string.utf8
    guard bytes.count <= Self.maximumLength else { throw .tooLong(limit: Self.maximumLength) }
    if let offset = bytes.firstIndex(where: { $0 <= 0x20 || $0 == 0x7F }) {
      throw .invalidCharacter(offset: bytes.distance(from: bytes.startIndex, to: offset))
    }
    var rest = Substring(string)
    if !string.hasPrefix("/") {
      rest = try Self.droppingOrigin(of: string, origins: origins)
    }
    if let hash = rest.firstIndex(of: "#") {
      throw .fragment(String(rest[rest.index(after: hash)...]))
    }
    let question = rest.firstIndex(of: "?")
    let pathText = question.map { rest[..<$0] } ?? rest
    let path: FlowPath
    do {
      path = try FlowPath(parsing: String(pathText))
    } catch {
      throw .path(error)
    }
    for component in path.components where !PercentEncoding.isValid(component[...]) {
      throw .invalidPercentEncoding(component)
    }
    var query: [LinkQueryItem] = []
    if let question {
      for piece in rest[rest.index(after: question)...].split(separator: "&") {
        let equals = piece.firstIndex(of: "=")
        guard let name = PercentEncoding.decode(equals.map { piece[..<$0] } ?? piece),
          let value = PercentEncoding.decode(equals.map { piece[piece.index(after: $0)...] } ?? "")
        else { throw .invalidPercentEncoding(String(piece)) }
        guard !name.isEmpty else {
          throw .invalidQueryItem(name, reason: "a query item has a name")
        }
        query.append(LinkQueryItem(name: name, value: value))
      }
    }
    self.init(path: path, query: query)
  }

  /// What follows the scheme and host of a URL of one of `origins`, as a path and query.
  private static func droppingOrigin(
    of string: String, origins: [LinkOrigin]
  ) throws(LinkError) -> Substring {
    guard let separator = string.firstRange(of: "://"),
      LinkOrigin.isScheme(string[..<separator.lowerBound])
    else { throw .notALink }
    let scheme = string[..<separator.lowerBound].lowercased()
    let candidates = origins.filter { $0.scheme == scheme }
    guard !candidates.isEmpty else { throw .unknownScheme(scheme) }
    let afterScheme = string[separator.upperBound...]
    let authorityEnd = afterScheme.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" }
    let authority = afterScheme[..<(authorityEnd ?? afterScheme.endIndex)]
    if candidates.contains(where: { $0.host == nil }) {
      // The app's own scheme: the path starts right after `//`.
      return Substring("/" + afterScheme)
    }
    guard candidates.contains(where: { $0.host == authority.lowercased() }) else {
      throw .unknownHost(String(authority))
    }
    let path = afterScheme[(authorityEnd ?? afterScheme.endIndex)...]
    return path.hasPrefix("/") ? path : Substring("/" + path)
  }
}
