import Coordinator
import Foundation

/// A search's text in a path: percent-encoded there (`left%20hand`), decoded once.
enum SearchText {
  /// The characters a path component keeps as they are.
  private static let kept = CharacterSet.urlPathAllowed.subtracting(
    CharacterSet(charactersIn: "/%"))

  static func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: kept) ?? text
  }

  /// The most bytes a search's text may take in a path once percent-encoded: room is left for
  /// `/search/` before it and for a book's `/ID/edit` after it, whatever the id, so that every
  /// place of its results has a path a link opens and `--state` keeps.
  static let maximumEncodedLength =
    FlowPath.maximumLength - "/search/".utf8.count - "/\(Int.max)/edit".utf8.count

  /// Why no link could name a search for `text`, when its places would have paths too long.
  static func tooLongForALink(_ text: String) -> String? {
    let length = encoded(text).utf8.count
    guard length > maximumEncodedLength else { return nil }
    return "the text is too long for a link: \(length) bytes once percent-encoded, and a "
      + "search's link has room for \(maximumEncodedLength)"
  }

  /// The text `component` stands for, as `find` takes it (``typed(_:)``), when it is 1 to 200
  /// characters once decoded and its results' places have paths a link can hold.
  static func decoded(_ component: String) -> String? {
    guard let text = component.removingPercentEncoding.flatMap(typed),
      (1...Book.maximumTextLength).contains(text.count), tooLongForALink(text) == nil
    else { return nil }
    return text
  }
}
