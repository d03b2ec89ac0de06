extension ExplorationMap {
  /// The map as one line of JSON, safe to embed in an HTML `<script>` element.
  ///
  /// `{"places":[{"id":0,"screen":"…","flow":"…","path":"…" or null,"tree":"…","stacks":"…",`
  /// `"script":["…",…]},…],"moves":[{"from":0,"to":1,"line":"…"},…]}`, keys in that order.
  /// Strings are escaped by ``jsonString(_:)``, so the JSON holds no `<`, `>` or `&` (no
  /// `</script>` or `<!--` can end or confuse the element) and no line break.
  var embeddedJSON: String {
    let placeObjects = places.map { place in
      "{\"id\":\(place.id),\"screen\":\(Self.jsonString(place.screen)),"
        + "\"flow\":\(Self.jsonString(place.flow)),"
        + "\"path\":\(place.path.map(Self.jsonString) ?? "null"),"
        + "\"tree\":\(Self.jsonString(place.tree)),\"stacks\":\(Self.jsonString(place.stacks)),"
        + "\"script\":[\(place.script.map(Self.jsonString).joined(separator: ","))]}"
    }
    let moveObjects = moves.map { move in
      "{\"from\":\(move.from),\"to\":\(move.to),\"line\":\(Self.jsonString(move.line))}"
    }
    return "{\"places\":[\(placeObjects.joined(separator: ","))],"
      + "\"moves\":[\(moveObjects.joined(separator: ","))]}"
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

  /// `\u` and the four lowercase hexadecimal digits of `scalar`, one below U+10000.
  private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
