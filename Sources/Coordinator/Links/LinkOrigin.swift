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
    guard let first = text.unicodeScalars.first, first.isASCIILetter else { return false }
    return text.unicodeScalars.allSatisfy {
      $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "."
    }
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is `A`–`Z` or `a`–`z`.
  var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
