/// A line-by-line diff of two texts, marking lines only expected with `−` and only actual with `+`.
enum LineDiff {
  static func render(expected: String, actual: String) -> String {
    render(
      expected: expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
      actual: actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  /// Diffs two lists of lines; within a change, the expected lines come first.
  static func render(expected old: [String], actual new: [String]) -> String {
    // Longest common subsequence lengths of every pair of suffixes.
    var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] =
          old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append("  " + old[i])
        i += 1
        j += 1
      } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
        lines.append("− " + old[i])
        i += 1
      } else {
        lines.append("+ " + new[j])
        j += 1
      }
    }
    return lines.joined(separator: "\n")
  }
}
