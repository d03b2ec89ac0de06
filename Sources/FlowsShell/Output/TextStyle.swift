/// ANSI colour for a terminal, or none.
///
/// The shell colours only when stdout is a terminal and neither `--no-color`
/// nor a non-empty `NO_COLOR` says otherwise; stderr also needs to be a terminal.
struct TextStyle: Equatable, Sendable {
  /// Whether escape sequences are written.
  var isColored: Bool

  /// No colour.
  static let plain = TextStyle(isColored: false)
  /// ANSI colour.
  static let colored = TextStyle(isColored: true)

  /// Bold, for the `[SCREEN]` line.
  func heading(_ text: String) -> String { wrap(text, "1") }

  /// Red, for errors and failed expectations.
  func error(_ text: String) -> String { wrap(text, "31") }

  /// Yellow, for warnings.
  func warning(_ text: String) -> String { wrap(text, "33") }

  private func wrap(_ text: String, _ code: String) -> String {
    isColored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
