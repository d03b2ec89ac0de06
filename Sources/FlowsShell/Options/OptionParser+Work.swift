extension OptionParser {
  /// `--settle SECONDS`: from 0 to 600, decimals allowed, such as `0.5`.
  static func settle(_ text: String) throws(OptionError) -> Duration {
    guard text[...].isPlainDecimal, let seconds = Double(text), seconds <= 600 else {
      throw OptionError(
        "option --settle takes a number of seconds from 0 to 600, not \"\(text)\"")
    }
    return .milliseconds(Int64((seconds * 1000).rounded()))
  }

  /// `--clock live` or `--clock test`.
  static func clock(_ text: String) throws(OptionError) -> ShellClock {
    guard let clock = ShellClock(rawValue: text) else {
      throw OptionError("option --clock takes live or test, not \"\(text)\"")
    }
    return clock
  }
}
