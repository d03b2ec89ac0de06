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

  /// The screen `shown`, ending with a line break.
  static func screen(_ shown: ShownScreen, style: TextStyle) -> String {
    var text = UTF8Buffer(capacity: 256)
    write(shown, style: style, to: &text)
    return text.text
  }

  /// Appends the screen `shown`, ending with a line break, to `output`.
  static func write(_ shown: ShownScreen, style: TextStyle, to output: inout UTF8Buffer) {
    if style.isColored {
      output.append(style.heading("[SCREEN] " + (shown.name ?? "(none)")))
    } else {
      output.append(constant: "[SCREEN] ")
      output.append(shown.name ?? "(none)")
    }
    output.append(ascii: UInt8(ascii: "\n"))
    for message in shown.messages {
      output.append(constant: "  ")
      output.append(message)
      output.append(ascii: UInt8(ascii: "\n"))
    }
  }

  /// The screen shown at start, before any line; nothing with `--quiet`.
  func start(_ shown: ShownScreen) -> String {
    quiet ? "" : Self.screen(shown, style: style)
  }

  /// What line `number` writes after running with `outcome`, leaving `shown` on top.
  ///
  /// The screen is read only when it is shown.
  func render(
    line number: Int, outcome: LineOutcome, shown: @autoclosure () -> ShownScreen
  ) -> RenderedOutput {
    var output = UTF8Buffer(capacity: 256)
    let errors = write(line: number, outcome: outcome, shown: shown(), to: &output)
    return RenderedOutput(output: output.text, errors: errors)
  }

  /// Appends what line `number` writes to stdout after running with `outcome`, leaving
  /// `shown` on top, to `output`, and returns what it writes to stderr.
  ///
  /// The screen is read only when it is shown.
  func write(
    line number: Int, outcome: LineOutcome, shown: @autoclosure () -> ShownScreen,
    to output: inout UTF8Buffer
  ) -> String {
    if outcome.display == .requested || (outcome.display == .changed && !quiet) {
      if outcome.display == .changed, let result = outcome.result {
        output.append(result)
        output.append(ascii: UInt8(ascii: "\n"))
      }
      Self.write(shown(), style: style, to: &output)
    } else if let result = outcome.result {
      output.append(result)
      output.append(ascii: UInt8(ascii: "\n"))
    }
    for task in outcome.running {
      output.append(constant: "still working: ")
      output.append(task.escapingControlCharacters)
      output.append(ascii: UInt8(ascii: "\n"))
    }

    // Messages may quote what was typed: their control characters are escaped.
    var errors = ""
    if let error = outcome.error {
      errors +=
        errorStyle.error("\(name): line \(number): \(error.escapingControlCharacters)") + "\n"
    }
    errors += Self.notes(line: number, outcome: outcome, style: errorStyle, name: name)
    return errors
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
