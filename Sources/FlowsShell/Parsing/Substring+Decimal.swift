extension Substring {
  /// Whether the text is ASCII digits with at most one `.` between digits, such as `5`, `0.25`:
  /// no sign, no exponent, no `nan` or `inf`, which `Double` would read.
  var isPlainDecimal: Bool {
    split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).allSatisfy {
      !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) }
    }
  }
}
