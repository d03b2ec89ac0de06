import Foundation

/// A search's text in a path: percent-encoded there (`left%20hand`), decoded once.
enum SearchText {
  /// The characters a path component keeps as they are.
  private static let kept = CharacterSet.urlPathAllowed.subtracting(
    CharacterSet(charactersIn: "/%"))

  static func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: kept) ?? text
  }

  /// `link` with its search text, if it has one, written as the app writes it, so that
  /// `/search/left hand` and `/search/%64une` name the places `/search/left%20hand` and
  /// `/search/dune` are; anything else as it is.
  static func canonical(_ link: String) -> String {
    var parts = link.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count > 2, parts[0].isEmpty, parts[1] == "search",
      let text = decoded(parts[2])
    else { return link }
    parts[2] = encoded(text)
    return parts.joined(separator: "/")
  }

  /// The text `component` stands for, when it is 1 to 200 characters once decoded.
  static func decoded(_ component: String) -> String? {
    guard let text = component.removingPercentEncoding,
      (1...Book.maximumTextLength).contains(text.count)
    else { return nil }
    return text
  }
}
