extension String {
  /// The string without leading and trailing white space.
  func trimmingWhiteSpace() -> String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
