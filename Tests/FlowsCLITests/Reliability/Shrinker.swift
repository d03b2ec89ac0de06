/// Delta debugging (Zeller's ddmin, by complements): makes a failing sequence as short as it
/// can while it still fails, by removing chunks, halving their size each time none can go,
/// down to single elements.
///
/// What it returns is 1-minimal: removing any one element of it makes it pass, unless the
/// budget of runs ran out first.
struct Shrinker<Element> {
  /// The most times the sequence is run before the smallest so far is returned.
  var budget: Int
  /// How many times the sequence was run.
  private(set) var runs = 0

  init(budget: Int = 4_000) {
    self.budget = budget
  }

  /// Whether the last shrink stopped because the budget ran out.
  var isOverBudget: Bool { runs >= budget }

  /// The smallest subsequence of `input` found for which `failure` still finds one.
  ///
  /// `failure` runs a candidate and returns `nil` when it passes, or else how long a prefix of
  /// it failed, so that what follows the failure is cut at once.
  @MainActor
  mutating func shrink(
    _ input: [Element], failure: @MainActor ([Element]) async -> Int?
  ) async -> [Element] {
    var current = input
    var chunks = 2
    while current.count > 1 && !isOverBudget {
      let size = (current.count + chunks - 1) / chunks
      var removed = false
      var start = 0
      while start < current.count && !isOverBudget {
        let end = min(start + size, current.count)
        let candidate = Array(current[..<start] + current[end...])
        runs += 1
        if let length = await failure(candidate) {
          current = Array(candidate.prefix(length))
          removed = true
        } else {
          start = end
        }
      }
      if removed {
        chunks = max(chunks - 1, 2)
      } else if size == 1 {
        break
      } else {
        chunks = min(chunks * 2, current.count)
      }
    }
    return current
  }
}
