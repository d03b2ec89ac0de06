extension LineParser {
  /// `:wait`'s DURATION: a decimal number and a unit, `ms`, `s`, `m` or `h`, such as `250ms`,
  /// `1.5s` or `3m`; at most an hour.
  static func duration(_ text: Substring) throws(LineParseError) -> Duration {
    let units: [(suffix: String, milliseconds: Double)] = [
      ("ms", 1), ("s", 1000), ("m", 60_000), ("h", 3_600_000),
    ]
    for unit in units where text.hasSuffix(unit.suffix) {
      let number = text.dropLast(unit.suffix.count)
      // `ms` ends in `s` too: a number before `s` is a number of seconds only if it is one.
      guard number.isPlainDecimal, let value = Double(number) else { continue }
      let milliseconds = (value * unit.milliseconds).rounded()
      guard milliseconds <= 3_600_000 else { break }
      return .milliseconds(Int64(milliseconds))
    }
    throw LineParseError(
      "invalid duration \"\(text)\"; try a number and ms, s, m or h, up to 1h, such as 2s")
  }
}
