/// Renders lines as text: screens and command output on stdout, `flows: line N: …` on stderr.
///
/// After a line that changed something, the top screen is shown: a first
/// line `[SCREEN] Name`, then what it says, indented by two spaces. With
/// `--quiet` no screen is shown unless `:screen` asks.
struct TextRenderer: Sendable {
  /// Colour for stdout.
  var style: TextStyle
  /// Colour for stderr.
  var errorStyle: TextStyle
  /// `--quiet`: no screen rendering.
  var quiet: Bool
  /// The program's name, which starts every message on stderr.
  var name = "flows"

  /// The screen of `snapshot`, ending with a line break.
  static func screen(_ snapshot: AppSnapshot, style: TextStyle) -> String {
    var text = style.heading("[SCREEN] \(snapshot.screen ?? "(none)")") + "\n"
    for message in snapshot.messages {
      text += "  \(message)\n"
    }
    return text
  }

  /// The screen shown at start, before any line; nothing with `--quiet`.
  func start(_ snapshot: AppSnapshot) -> String {
    quiet ? "" : Self.screen(snapshot, style: style)
  }

  /// What line `number` writes after running with `outcome`, leaving the app as in `snapshot`.
  ///
  /// The snapshot is taken only when a screen is shown.
  func render(
    line number: Int, outcome: LineOutcome, snapshot: @autoclosure () -> AppSnapshot
  ) -> RenderedOutput {
    var rendered = RenderedOutput()
    if outcome.display == .requested {
      rendered.output += Self.screen(snapshot(), style: style)
    } else if let result = outcome.result {
      rendered.output += result + "\n"
    }
    if outcome.display == .changed && !quiet {
      rendered.output += Self.screen(snapshot(), style: style)
    }

    // Messages may quote what was typed: their control characters are escaped.
    if let error = outcome.error {
      rendered.errors +=
        errorStyle.error("\(name): line \(number): \(error.escapingControlCharacters)") + "\n"
    }
    rendered.errors += Self.notes(line: number, outcome: outcome, style: errorStyle, name: name)
    return rendered
  }

  /// What `outcome` says on stderr besides its error: the app's write failure and warnings.
  static func notes(
    line number: Int, outcome: LineOutcome, style: TextStyle, name: String
  ) -> String {
    var notes = ""
    if let failure = outcome.notes.writeFailure {
      notes += style.error("\(name): line \(number): \(failure.escapingControlCharacters)") + "\n"
    }
    for warning in outcome.notes.warnings {
      let line = "\(name): line \(number): warning: \(warning.escapingControlCharacters)"
      notes += style.warning(line) + "\n"
    }
    return notes
  }
}
