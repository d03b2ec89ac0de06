/// A scheme, with or without a host, whose links an app opens: `shelf://books/2`,
/// `https://shelf.example/books/2`.
public struct LinkOrigin: Hashable, Sendable, CustomStringConvertible {
  /// The scheme, lowercase, such as `shelf` or `https`.
  public let scheme: String
  /// The host the links must name, lowercase, such as `shelf.example`; `nil` for an app's own
  /// scheme, whose links start their path right after `//` (`shelf://books/2` is `/books/2`).
  public let host: String?

  /// An app's own scheme, such as `shelf`: `shelf://books/2` opens `/books/2`.
  ///
  /// - Precondition: `scheme` is a URL scheme: a letter, then letters, digits, `+`, `-` or `.`.
  public static func scheme(_ scheme: String) -> LinkOrigin {
    LinkOrigin(scheme: scheme, host: nil)
  }

  /// A web address the app answers, such as `https` on `shelf.example`:
  /// `https://shelf.example/books/2` opens `/books/2`.
  ///
  /// - Precondition: `scheme` is a URL scheme and `host` is not empty.
  public static func web(scheme: String = "https", host: String) -> LinkOrigin {
    precondition(!host.isEmpty, "a web origin names its host")
    return LinkOrigin(scheme: scheme, host: host)
  }

  private init(scheme: String, host: String?) {
    precondition(LinkOrigin.isScheme(scheme[...]), "\(String(reflecting: scheme)) is not a scheme")
    self.scheme = scheme.lowercased()
    self.host = host?.lowercased()
  }

  /// The start of the origin's links: `shelf://` or `https://shelf.example`.
  public var description: String { "\(scheme)://\(host ?? "")" }

  /// Whether `text` is a URL scheme: a letter, then letters, digits, `+`, `-` or `.`.
  static func isScheme(_ text: Substring) -> Bool {
    var text = String(text)
    return text.withUTF8 { isScheme($0) }
  }

  /// Whether `bytes` are a URL scheme: a letter, then letters, digits, `+`, `-` or `.`.
  static func isScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, (first | 0x20) &- UInt8(ascii: "a") < 26 else { return false }
    return bytes.allSatisfy {
      ($0 | 0x20) &- UInt8(ascii: "a") < 26 || $0 &- UInt8(ascii: "0") < 10
        || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
    }
  }
}

extension LinkOrigin {
  /// The offset in `bytes`, a link that does not start with `/`, of what follows the scheme
  /// and host of a URL of one of `origins`, its path and query, and whether a `/` stands
  /// before it unwritten: always right after `//` for an app's own scheme, when what follows a
  /// host does not start with `/`. Read in place; a string is made only for an error.
  static func pathStart(
    in bytes: UnsafeBufferPointer<UInt8>, origins: [LinkOrigin]
  ) -> Result<(start: Int, impliedSlash: Bool), LinkError> {
    // A scheme holds no `:`, so the first `:` is the one of `://`, or there is none.
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon + 2 < bytes.count,
      bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/"),
      isScheme(UnsafeBufferPointer(rebasing: bytes[..<colon]))
    else { return .failure(.notALink) }
    let scheme = UnsafeBufferPointer(rebasing: bytes[..<colon])
    var known = false
    for origin in origins where matches(origin.scheme, lowercasing: scheme) {
      known = true
      // The app's own scheme: the path starts right after `//`.
      if origin.host == nil { return .success((colon + 3, true)) }
    }
    guard known else {
      return .failure(.unknownScheme(String(decoding: scheme.map(lowercase), as: UTF8.self)))
    }
    var authorityEnd = colon + 3
    while authorityEnd < bytes.count {
      let byte = bytes[authorityEnd]
      if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
        break
      }
      authorityEnd += 1
    }
    // Hosts are ASCII: a Kelvin sign, which `lowercased()` makes a `k`, names no host.
    let authority = UnsafeBufferPointer(rebasing: bytes[(colon + 3)..<authorityEnd])
    for origin in origins where matches(origin.scheme, lowercasing: scheme) {
      if let host = origin.host, matches(host, lowercasing: authority) {
        let slashed = authorityEnd < bytes.count && bytes[authorityEnd] == UInt8(ascii: "/")
        return .success((authorityEnd, !slashed))
      }
    }
    return .failure(.unknownHost(FlowLink.text(bytes, colon + 3, authorityEnd)))
  }

  /// Whether `name`'s UTF-8 is `bytes` with `A`–`Z` made lowercase.
  private static func matches(_ name: String, lowercasing bytes: UnsafeBufferPointer<UInt8>) -> Bool
  {
    var name = name
    return name.withUTF8 { name in
      guard name.count == bytes.count else { return false }
      for index in name.indices where name[index] != lowercase(bytes[index]) {
        return false
      }
      return true
    }
  }

  /// `byte` made lowercase when it is `A`–`Z`.
  private static func lowercase(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
  }
}
