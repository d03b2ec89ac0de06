/// The word a mistyped one was most likely meant to be: for "did you mean" in the messages of
/// an unknown option, command or action.
enum Spelling {
  /// The one word of `candidates` within a small edit distance of `word` (one edit for a word
  /// of up to four letters, two for a longer one, a swap of neighbours counting as one, the
  /// leading `-` or `:` not counted), or `nil` when there is none, more than one as close, or
  /// the word has fewer than three letters to go by.
  static func closest(to word: String, among candidates: [String]) -> String? {
    let typed = Array(word.lowercased())
    let letters = typed.drop { $0 == "-" || $0 == ":" }.count
    guard letters >= 3 else { return nil }
    let limit = letters <= 4 ? 1 : 2
    var best: (word: String, distance: Int, tied: Bool)?
    for candidate in Set(candidates) where candidate != word {
      let distance = Self.distance(typed, Array(candidate.lowercased()), limit: limit)
      guard distance <= limit else { continue }
      if let current = best, current.distance <= distance {
        if current.distance == distance { best?.tied = true }
        continue
      }
      best = (candidate, distance, false)
    }
    guard let best, !best.tied else { return nil }
    return best.word
  }

  /// The optimal string alignment distance of `a` and `b`, or more than `limit` once it is
  /// sure to be: insertions, deletions, substitutions and swaps of neighbours, one each.
  static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
    guard abs(a.count - b.count) <= limit else { return limit + 1 }
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], before[j - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }

  /// `; did you mean WORD?` for the closest of `candidates`, or nothing.
  static func suggestion(for word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { "; did you mean \($0)?" } ?? ""
  }
}
