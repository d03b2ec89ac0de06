/// Why a link cannot be read or opened; nothing moved.
public enum LinkError: Error, Hashable, Codable, Sendable, CustomStringConvertible {
  /// The link is neither a path (`/books/2`) nor a URL of the form `scheme://…`.
  case notALink
  /// The link is longer than ``FlowLink/maximumLength`` bytes of UTF-8.
  case tooLong(limit: Int)
  /// The link holds a byte no link may hold raw, a control character or a space, at this byte
  /// offset.
  case invalidCharacter(offset: Int)
  /// The scheme is not one the app opens.
  case unknownScheme(String)
  /// The host is not one the app opens with this scheme.
  case unknownHost(String)
  /// A `%` not followed by two hexadecimal digits, or escapes that do not decode to UTF-8, in
  /// this part of the link.
  case invalidPercentEncoding(String)
  /// The link has a fragment (`#…`), which no place of the app reads.
  case fragment(String)
  /// The path is not one the app has, as a ``PathError`` says.
  case path(PathError)
  /// No key takes this query item where the path ends; the coordinator there is named.
  case unknownQueryItem(String, coordinator: String)
  /// The query item is known but its value cannot be taken, for `reason`.
  case invalidQueryItem(String, reason: String)

  /// A sentence for the app's developer, naming the coordinator where one is concerned; to tell
  /// the person who followed the link, ``description(in:)``.
  public var description: String {
    switch self {
    case .notALink: "a link is a path, such as /books/2, or a URL, such as scheme://…"
    case .tooLong(let limit): "the link is longer than \(limit) bytes"
    case .invalidCharacter(let offset): "the link holds a character no link may (at byte \(offset))"
    case .unknownScheme(let scheme): "no link of this app has the scheme \(Self.quoted(scheme))"
    case .unknownHost(let host): "no link of this app has the host \(Self.quoted(host))"
    case .invalidPercentEncoding(let part): "\(Self.quoted(part)) is not percent-encoded UTF-8"
    case .fragment(let fragment): "a link has no fragment: \(Self.quoted("#" + fragment))"
    case .path(let error): error.description
    case .unknownQueryItem(let name, let coordinator):
      "\(coordinator) takes no query item \(Self.quoted(name))"
    case .invalidQueryItem(let name, let reason): "query item \(Self.quoted(name)): \(reason)"
    }
  }

  /// Why `link` cannot be opened, in the words of a person who followed it, with no
  /// coordinator's name or component index, such as `/search takes no query item "x"`, as
  /// ``PathError/description(in:)`` says it of a path. ``description`` names the coordinator,
  /// for a log.
  ///
  /// `link` is the link this error was thrown for.
  public func description(in link: FlowLink) -> String {
    switch self {
    case .path(let error):
      error.description(in: link.path)
    case .unknownQueryItem(let name, _):
      "\(link.path.isEmpty ? "this link" : link.path.escapedForMessage) takes no query item "
        + Self.quoted(name)
    default:
      description
    }
  }

  /// The text in quotes, with control characters escaped so a message stays on one line.
  private static func quoted(_ text: String) -> String {
    String(reflecting: text)
  }
}
