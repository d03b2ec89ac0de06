extension FlowLink {
  /// Reads a link: a path (`/books/2`) or a URL of one of `origins` (`shelf://books/2`,
  /// `https://shelf.example/books/2`), with an optional query (`?q=dune`).
  ///
  /// Only the form is checked here: no control character or space, a scheme and a host of the
  /// app's, a path as ``FlowPath/init(parsing:)`` reads it whose percent-escapes are valid, a
  /// query of `name=value` items, no fragment. Whether the keys and the query items exist is
  /// known when a ``PathNavigator`` resolves them.
  ///
  /// The link is read by its UTF-8 bytes, as ``FlowPath/init(parsing:)`` reads a path: a
  /// delimiter (`/`, `?`, `#`, `&`, `=`, `://`) followed by a combining mark is still a
  /// delimiter, where a search by `Character` would see one character that is neither.
  ///
  /// - Throws: a ``LinkError`` naming what is wrong and where.
  public init(parsing string: String, origins: [LinkOrigin]) throws(LinkError) {
    // Every part but the query's items is found in one reading of the bytes in place, with no
    // string made on the way but the components (`Benchmarks/NOTES.md`).
    var text = string
    let parsed = text.withUTF8 { Self.parts(of: $0, origins: origins) }
    let parts = try parsed.get()
    var query: [LinkQueryItem] = []
    if let question = parts.question {
      let utf8 = string.utf8
      query = try Self.queryItems(string[utf8.index(utf8.startIndex, offsetBy: question + 1)...])
    }
    self.init(path: FlowPath(components: parts.components), query: query)
  }

  /// The path's components and the offset of the query's `?`, or why `bytes` are no link, in
  /// the order the checks are documented: the length, a control character or a space, the
  /// origin, a fragment, the path, the path's percent-escapes.
  private static func parts(
    of bytes: UnsafeBufferPointer<UInt8>, origins: [LinkOrigin]
  ) -> Result<(components: [String], question: Int?), LinkError> {
    guard bytes.count <= maximumLength else { return .failure(.tooLong(limit: maximumLength)) }
    // One pass: the first control character or space, `#`, `?` and `%`.
    var hash: Int?
    var question: Int?
    var percent: Int?
    for index in bytes.indices {
      let byte = bytes[index]
      if byte <= 0x20 || byte == 0x7F { return .failure(.invalidCharacter(offset: index)) }
      if byte == UInt8(ascii: "#") {
        if hash == nil { hash = index }
      } else if byte == UInt8(ascii: "?") {
        if question == nil { question = index }
      } else if byte == UInt8(ascii: "%") {
        if percent == nil { percent = index }
      }
    }
    // Where the path starts, and whether a `/` is taken to stand before it.
    var pathStart = 0
    var impliedSlash = false
    if bytes.first != UInt8(ascii: "/") {
      switch LinkOrigin.pathStart(in: bytes, origins: origins) {
      case .success(let found): (pathStart, impliedSlash) = found
      case .failure(let error): return .failure(error)
      }
    }
    // A scheme or a host holds no `#` or `?`: the first of each is in the path or after it.
    if let hash {
      return .failure(.fragment(text(bytes, hash + 1, bytes.count)))
    }
    let pathEnd = question ?? bytes.count
    let components: [String]
    switch FlowPath.components(
      parsing: UnsafeBufferPointer(rebasing: bytes[pathStart..<pathEnd]),
      impliedSlash: impliedSlash)
    {
    case .success(let parsed): components = parsed
    case .failure(let error): return .failure(.path(error))
    }
    // A component with no `%` decodes to itself: checked only when the path holds a `%`.
    if let percent, percent < pathEnd {
      for component in components where !PercentEncoding.isValid(component[...]) {
        return .failure(.invalidPercentEncoding(component))
      }
    }
    return .success((components, question))
  }

  /// The items of a query, `items` being what follows its `?`.
  private static func queryItems(_ items: Substring) throws(LinkError) -> [LinkQueryItem] {
    var query: [LinkQueryItem] = []
    for pieceBytes in items.utf8.split(separator: UInt8(ascii: "&")) {
      let piece = Substring(pieceBytes)
      let equals = piece.utf8.firstIndex(of: UInt8(ascii: "="))
      guard let name = PercentEncoding.decode(piece[..<(equals ?? piece.endIndex)]),
        let value = PercentEncoding.decode(
          equals.map { piece[piece.utf8.index(after: $0)...] } ?? "")
      else { throw .invalidPercentEncoding(String(piece)) }
      guard !name.isEmpty else {
        throw .invalidQueryItem(name, reason: "a query item has a name")
      }
      query.append(LinkQueryItem(name: name, value: value))
    }
    return query
  }

  /// The text of `bytes[start..<end]`, whole characters: both ends are at ASCII bytes or the
  /// ends of the string.
  static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }
}
