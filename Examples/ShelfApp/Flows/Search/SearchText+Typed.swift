extension SearchText {
  /// `text` as `find` takes it from a line: its words joined by one space, white space before
  /// and after them gone; `nil` for a text no line could give `find`: one of white space only,
  /// or holding a NUL, which a line never holds.
  ///
  /// So a link names the results `find` shows: `/search/a%20%20%20b` and
  /// `shelf://search?q=a%20%20b` are `/search/a%20b`, as `find a   b` is.
  static func typed(_ text: String) -> String? {
    guard !text.unicodeScalars.contains("\0") else { return nil }
    let words = text.split { $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
    guard !words.isEmpty else { return nil }
    return words.count == 1 && words[0].count == text.count ? text : words.joined(separator: " ")
  }
}
