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
    // One string, written in order: the keys are constants and need no escaping.
    var object = "{\"line\":"
    object.reserveCapacity(256)
    object += String(number)
    object += ",\"input\":" + Self.encode(input)
    object += outcome.error == nil ? ",\"ok\":true" : ",\"ok\":false"
    object += ",\"screen\":" + Self.encode(snapshot.screen)
    object += ",\"path\":" + Self.encode(snapshot.path)
    object += ",\"tree\":" + Self.encode(snapshot.tree)
    object += ",\"messages\":["
    for (index, message) in snapshot.messages.enumerated() {
      if index > 0 { object += "," }
      object += Self.encode(message)
    }
    object += "],\"result\":" + Self.encode(outcome.result)
    object += ",\"error\":" + Self.encode(outcome.error?.escapingControlCharacters)
    object += "}\n"
    var rendered = RenderedOutput()
    rendered.output = object
    rendered.errors = TextRenderer.notes(
      line: number, outcome: outcome, style: errorStyle, name: name)
    return rendered
  }

  /// `text` as a JSON string, or `null`.
  ///
  /// Written byte by byte over the UTF-8: `"` and `\\` are escaped, the C0 controls, DEL,
  /// U+2028 and U+2029 too (as `\\n`, `\\u001b` and so on), every other character as it is.
  /// Most strings need no escape at all and are copied whole.
  static func encode(_ text: String?) -> String {
    guard var text else { return "null" }
    return text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count && !needsEscape(bytes, at: index) { index += 1 }
      guard index < bytes.count else { return "\"" + String(decoding: bytes, as: UTF8.self) + "\"" }
      var encoded: [UInt8] = [UInt8(ascii: "\"")]
      encoded.reserveCapacity(bytes.count + 16)
      encoded.append(contentsOf: bytes[..<index])
      while index < bytes.count {
        let byte = bytes[index]
        guard needsEscape(bytes, at: index) else {
          encoded.append(byte)
          index += 1
          continue
        }
        switch byte {
        case UInt8(ascii: "\""): encoded += Array(#"\""#.utf8)
        case UInt8(ascii: "\\"): encoded += Array(#"\\"#.utf8)
        case 0x0A: encoded += Array(#"\n"#.utf8)
        case 0x0D: encoded += Array(#"\r"#.utf8)
        case 0x09: encoded += Array(#"\t"#.utf8)
        case 0x08: encoded += Array(#"\b"#.utf8)
        case 0x0C: encoded += Array(#"\f"#.utf8)
        case 0xE2:
          // U+2028 or U+2029, three bytes.
          encoded += Array((bytes[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8)
          index += 2
        default:
          let hex = String(byte, radix: 16, uppercase: false)
          encoded += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        }
        index += 1
      }
      encoded.append(UInt8(ascii: "\""))
      return String(decoding: encoded, as: UTF8.self)
    }
  }

  /// Whether the character starting at `index` of `bytes` is written escaped.
  private static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    let byte = bytes[index]
    if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
      return true
    }
    return byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
      && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
  }
}
