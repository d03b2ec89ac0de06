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
    let bytes = string.utf8
    guard bytes.count <= Self.maximumLength else { throw .tooLong(limit: Self.maximumLength) }
    if let offset = Self.firstOffset(in: string[...], where: { $0 <= 0x20 || $0 == 0x7F }) {
      throw .invalidCharacter(offset: offset)
    }
    var rest = Substring(string)
    if bytes.first != UInt8(ascii: "/") {
      rest = try Self.droppingOrigin(of: string, origins: origins)
    }
    // Every index below is of an ASCII byte, so on a scalar boundary of `rest`.
    if let hash = Self.firstIndex(of: UInt8(ascii: "#"), in: rest) {
      throw .fragment(String(rest[rest.utf8.index(after: hash)...]))
    }
    let question = Self.firstIndex(of: UInt8(ascii: "?"), in: rest)
    let pathText = rest[..<(question ?? rest.endIndex)]
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
      let items = rest[rest.utf8.index(after: question)...]
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
    }
    self.init(path: path, query: query)
  }

  /// What follows the scheme and host of a URL of one of `origins`, as a path and query.
  private static func droppingOrigin(
    of string: String, origins: [LinkOrigin]
  ) throws(LinkError) -> Substring {
    // A scheme holds no `:`, so the first `:` is the one of `://`, or there is none.
    let bytes = string.utf8
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
      bytes[colon...].starts(with: "://".utf8),
      LinkOrigin.isScheme(string[..<colon])
    else { throw .notALink }
    let scheme = string[..<colon].lowercased()
    let candidates = origins.filter { $0.scheme == scheme }
    guard !candidates.isEmpty else { throw .unknownScheme(scheme) }
    let afterScheme = string[bytes.index(colon, offsetBy: 3)...]
    let authorityEnd = afterScheme.utf8.firstIndex {
      $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
    }
    let authority = afterScheme[..<(authorityEnd ?? afterScheme.endIndex)]
    if candidates.contains(where: { $0.host == nil }) {
      // The app's own scheme: the path starts right after `//`.
      return Substring("/" + afterScheme)
    }
    // Hosts are ASCII: a Kelvin sign, which `lowercased()` makes a `k`, names no host.
    let host = authority.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
    guard candidates.contains(where: { $0.host.map { Array($0.utf8) == host } ?? false }) else {
      throw .unknownHost(String(authority))
    }
    let path = afterScheme[(authorityEnd ?? afterScheme.endIndex)...]
    return path.utf8.first == UInt8(ascii: "/") ? path : Substring("/" + path)
  }

  /// The offset of the first byte of `text` that `matches`: read from the bytes in place,
  /// a few instructions a byte, where `UTF8View.firstIndex` took some 30 to 60. Inlined, so
  /// that `matches` is too, and not called for each byte.
  @inline(__always)
  private static func firstOffset(in text: Substring, where matches: (UInt8) -> Bool) -> Int? {
    let found = text.utf8.withContiguousStorageIfAvailable { $0.firstIndex(where: matches) }
    guard let found else {
      return text.utf8.firstIndex(where: matches).map {
        text.utf8.distance(from: text.utf8.startIndex, to: $0)
      }
    }
    return found
  }

  /// The index in `text` of the first `byte`.
  @inline(__always)
  private static func firstIndex(of byte: UInt8, in text: Substring) -> String.Index? {
    firstOffset(in: text) { $0 == byte }.map {
      text.utf8.index(text.utf8.startIndex, offsetBy: $0)
    }
  }
}
