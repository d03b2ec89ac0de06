/// Renders each line as one JSON object on one line, with exactly the keys of the contract.
///
/// The keys, in this order: `line`, `input` (`null` when the line could not
/// be read as text), `ok`, `screen`, `path`, `tree` (the one-line form),
/// `messages`, `result` and `error`. The app's notes (a write failure, warnings) go to stderr,
/// since `error` belongs to lines that were not accepted.
struct JSONRenderer: Sendable {
  /// Colour for stderr.
  var errorStyle: TextStyle = .plain
  /// The program's name, which starts every message on stderr.
  var name = "flows"

  /// The object for line `number`, holding `input`, after it ran with `outcome`.
  func render(
    line number: Int, input: String?, outcome: LineOutcome, snapshot: AppSnapshot
  ) -> RenderedOutput {
    let fields: [(String, String)] = [
      ("line", String(number)),
      ("input", Self.encode(input)),
      ("ok", outcome.error == nil ? "true" : "false"),
      ("screen", Self.encode(snapshot.screen)),
      ("path", Self.encode(snapshot.path)),
      ("tree", Self.encode(snapshot.tree)),
      ("messages", "[" + snapshot.messages.map(Self.encode).joined(separator: ",") + "]"),
      ("result", Self.encode(outcome.result)),
      ("error", Self.encode(outcome.error?.escapingControlCharacters)),
    ]
    var rendered = RenderedOutput()
    rendered.output =
      "{" + fields.map { "\(Self.encode($0.0)):\($0.1)" }.joined(separator: ",") + "}\n"
    rendered.errors = TextRenderer.notes(
      line: number, outcome: outcome, style: errorStyle, name: name)
    return rendered
  }

  /// `text` as a JSON string, or `null`.
  static func encode(_ text: String?) -> String {
    guard let text else { return "null" }
    var encoded = "\""
    encoded.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": encoded += "\\\""
      case "\\": encoded += "\\\\"
      case "\n": encoded += "\\n"
      case "\r": encoded += "\\r"
      case "\t": encoded += "\\t"
      case "\u{08}": encoded += "\\b"
      case "\u{0C}": encoded += "\\f"
      case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16, uppercase: false)
        encoded += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        encoded.unicodeScalars.append(scalar)
      }
    }
    return encoded + "\""
  }
}
