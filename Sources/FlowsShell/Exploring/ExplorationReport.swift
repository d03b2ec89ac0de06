/// What `--explore` prints: the summary line, then each violation and its script; or, with
/// `--json`, one object.
enum ExplorationReport {
  /// `explored P places, M moves, depth D: V violations`, then each violation, the lines of its
  /// message after the first indented by four spaces, and each line of its script indented by
  /// two below it (`(at the start)` for a violation there).
  static func text(_ exploration: Exploration) -> String {
    var lines = [exploration.summary]
    for violation in exploration.violations {
      let message = violation.description.escapingControlCharactersInLines
        .split(separator: "\n", omittingEmptySubsequences: false)
      lines += message.prefix(1).map(String.init) + message.dropFirst().map { "    " + $0 }
      lines +=
        violation.script.isEmpty
        ? ["  (at the start)"] : violation.script.map { "  " + $0.escapingControlCharacters }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `{"places":P,"moves":M,"depth":D,"violations":[{"check":…,"message":…,"script":[…]}]}`.
  static func json(_ exploration: Exploration) -> String {
    let violations = exploration.violations.map { violation in
      "{\"check\":\(quoted(violation.check.rawValue)),\"message\":\(quoted(violation.message)),"
        + "\"script\":[\(violation.script.map(quoted).joined(separator: ","))]}"
    }
    return "{\"places\":\(exploration.places),\"moves\":\(exploration.moves),"
      + "\"depth\":\(exploration.depth),\"violations\":[\(violations.joined(separator: ","))]}\n"
  }

  /// `text` as a JSON string.
  private static func quoted(_ text: String) -> String {
    var buffer = UTF8Buffer(capacity: text.utf8.count + 8)
    var text = text
    text.withUTF8 { JSONRenderer.writeEscaped($0, to: &buffer) }
    return "\"" + buffer.text + "\""
  }
}
