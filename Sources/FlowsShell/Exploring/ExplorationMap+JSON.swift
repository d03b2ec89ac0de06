extension ExplorationMap {
  /// The map as one line of JSON, safe to embed in an HTML `<script>` element.
  ///
  /// `{"places":[{"id":0,"screen":"…","flow":"…","path":"…" or null,"tree":"…","stacks":"…",`
  /// `"script":["…",…],"states":"…","violations":[{"check":"…","message":"…","script":[…]},…]},`
  /// `…],"moves":[{"from":0,"to":1,"line":"…"},…],"summary":"…" or null}`, keys in that order.
  /// Strings are escaped by ``jsonString(_:)``, so the JSON holds no `<`, `>` or `&` (no
  /// `</script>` or `<!--` can end or confuse the element) and no line break. Each holds the
  /// text as the page shows it (``shownText(_:)``): a control character as an escape such as
  /// `\u{1B}`, as the `.dot` and `.mmd` maps show it.
  var embeddedJSON: String {
    func string(_ text: String) -> String { Self.jsonString(Self.shownText(text)) }
    let placeObjects = places.map { place in
      "{\"id\":\(place.id),\"screen\":\(string(place.screen)),"
        + "\"flow\":\(string(place.flow)),"
        + "\"path\":\(place.path.map(string) ?? "null"),"
        + "\"tree\":\(string(place.tree)),\"stacks\":\(string(place.stacks)),"
        + "\"script\":[\(place.script.map(string).joined(separator: ","))],"
        + "\"states\":\(string(place.states)),"
        + "\"violations\":[\(place.violations.map(violation).joined(separator: ","))]}"
    }
    func violation(_ violation: ExplorationViolation) -> String {
      "{\"check\":\(string(violation.check.rawValue)),\"message\":\(string(violation.message)),"
        + "\"script\":[\(violation.script.map(string).joined(separator: ","))]}"
    }
    let moveObjects = moves.map { move in
      "{\"from\":\(move.from),\"to\":\(move.to),\"line\":\(string(move.line))}"
    }
    return "{\"places\":[\(placeObjects.joined(separator: ","))],"
      + "\"moves\":[\(moveObjects.joined(separator: ","))],"
      + "\"summary\":\(summary.map(string) ?? "null")}"
  }

  /// `text` as a JSON string to embed in HTML: `"` and `\` escaped, `\n`, `\r` and `\t` as
  /// such, and every other control character (C0, DEL, C1), U+2028, U+2029, `<`, `>` and `&` as
  /// `\uXXXX`.
  static func jsonString(_ text: String) -> String {
    var quoted = "\""
    quoted.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\r": quoted += "\\r"
      case "\t": quoted += "\\t"
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        quoted += unicodeEscape(scalar)
      default:
        if scalar.isControl {
          quoted += unicodeEscape(scalar)
        } else {
          quoted.unicodeScalars.append(scalar)
        }
      }
    }
    return quoted + "\""
  }

  /// `text` as a map shows it: a line break as it is, every other control character (C0, DEL,
  /// C1, U+2028, U+2029) as a visible escape such as `\u{1B}`.
  static func shownText(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isShownEscaped) else { return text }
    var shown = ""
    for scalar in text.unicodeScalars {
      if isShownEscaped(scalar) {
        shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }

  private static func isShownEscaped(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && (scalar.isControl || scalar == "\u{2028}" || scalar == "\u{2029}")
  }

  /// `\u` and the four lowercase hexadecimal digits of `scalar`, one below U+10000.
  private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
