/// Ctrl-R at the prompt: a reverse incremental search of the history, as readline's.
///
/// The line shows `(reverse-i-search)`QUERY': MATCH`, the cursor at the query in the match.
/// Typed text narrows the search from the match shown; Backspace widens it again from the
/// newest line; Ctrl-R finds the next older line that matches. A query no line matches shows
/// `(failing reverse-i-search)` and keeps the last match. Enter runs the match; Esc, ←, →,
/// Home, End and any other editing key leave the search with the match in the editor (the
/// key then acting on it); Ctrl-G or Ctrl-C cancel, back to the line as it was.
struct HistorySearch {
  /// What a key did to the search.
  enum Outcome: Equatable {
    /// The search goes on: draw ``prompt`` and ``shown``.
    case searching
    /// Enter: run this line.
    case accept(String)
    /// The search is over, this line in the editor; the key, if any, is then applied to it.
    case leave(LineEditor, then: Key?)
    /// Ctrl-G or Ctrl-C: back to this line, the one typed before the search.
    case cancel(LineEditor)
  }

  /// The history searched, oldest first.
  private let lines: [String]
  /// The line being typed when the search started.
  private let original: LineEditor
  /// What is searched for.
  private(set) var query = ""
  /// The index in ``lines`` of the match shown; `nil` before any.
  private var match: Int?
  /// Whether the query matches nothing (from where the search was).
  private(set) var isFailing = false

  /// A search of `lines` (oldest first) started while `original` was being typed.
  init(lines: [String], original: LineEditor) {
    self.lines = lines
    self.original = original
  }

  /// What is drawn before the match, in place of the prompt.
  var prompt: String {
    (isFailing ? "(failing reverse-i-search)" : "(reverse-i-search)") + "`\(query)': "
  }

  /// The match, the cursor at the query in it; the line typed before the search until a match.
  var shown: LineEditor {
    guard let match else { return original }
    let line = lines[match]
    var editor = LineEditor(maximumBytes: original.maximumBytes)
    editor.replace(with: line)
    if !query.isEmpty, let range = line.firstRange(of: query) {
      editor.moveCursor(to: line.distance(from: line.startIndex, to: range.lowerBound))
    }
    return editor
  }

  /// Applies `key` to the search.
  mutating func handle(_ key: Key) -> Outcome {
    switch key {
    case .text(let text):
      // Character by character, as typed: a paste that stops matching keeps the last match.
      for character in text {
        query.append(character)
        find(from: match ?? lines.count - 1, skipping: nil)
      }
    case .backspace:
      guard !query.isEmpty else { return .searching }
      query.removeLast()
      match = nil
      isFailing = false
      if !query.isEmpty { find(from: lines.count - 1, skipping: nil) }
    case .search:
      let current = match.map { lines[$0] }
      find(from: (match ?? lines.count) - 1, skipping: current)
    case .enter: return .accept(shown.text)
    case .cancel, .interrupt: return .cancel(original)
    case .escape: return .leave(shown, then: nil)
    case .ignored: break
    default: return .leave(shown, then: key)
    }
    return .searching
  }

  /// Finds the newest line at `start` or before it that holds the query and is not `skipped`;
  /// when there is none, the search fails and the match stays.
  private mutating func find(from start: Int, skipping skipped: String?) {
    var index = min(start, lines.count - 1)
    while index >= 0 {
      let line = lines[index]
      if line != skipped, query.isEmpty || line.firstRange(of: query) != nil {
        match = index
        isFailing = false
        return
      }
      index -= 1
    }
    isFailing = true
  }
}
