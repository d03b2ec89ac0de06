import Foundation

/// A search's text in a path: percent-encoded there (`left%20hand`), decoded once.
enum SearchText {
  /// The characters a path component keeps as they are.
  private static let kept = CharacterSet.urlPathAllowed.subtracting(
    CharacterSet(charactersIn: "/%"))

  static func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: kept) ?? text
  }

  /// The text `component` stands for, when it is 1 to 200 characters once decoded.
  static func decoded(_ component: String) -> String? {
    guard let text = component.removingPercentEncoding,
      (1...Book.maximumTextLength).contains(text.count)
    else { return nil }
    return text
  }
}
