/// What Tab does to a line: the text that replaces the word before the cursor, and the
/// candidates to list when more than one fits.
struct Completion: Equatable, Sendable {
  /// The word before the cursor, as completed: the candidates' common start, followed by a
  /// space when only one candidate fits. `nil` when nothing fits.
  var completed: String?
  /// Every candidate that fits, when there is more than one; empty otherwise.
  var choices: [String]

  /// A completion to `completed`, listing `choices`.
  init(completed: String?, choices: [String]) {
    self.completed = completed
    self.choices = choices
  }

  /// Completes the last word of `line`, the line up to the cursor, from `context`.
  init(of line: String, in context: CompletionContext) {
    let endsWord = line.last == " "
    var words = line.split(separator: " ")
    let word = endsWord ? "" : words.popLast().map(String.init) ?? ""
    let fitting = context.candidates(after: words).filter { $0.hasPrefix(word) }
    guard let first = fitting.first else {
      completed = nil
      choices = []
      return
    }
    if fitting.count == 1 {
      completed = first + " "
      choices = []
      return
    }
    let common = fitting.dropFirst().reduce(first) { common, candidate in
      String(zip(common, candidate).prefix { $0 == $1 }.map(\.0))
    }
    completed = common
    choices = common == word ? fitting : []
  }
}
