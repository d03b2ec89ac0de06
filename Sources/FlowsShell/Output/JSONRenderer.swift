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
    // Bytes, written in order with nothing built on the side: the keys are constants and
    // need no escaping.
    var object = UTF8Buffer(capacity: 512)
    object.append("{\"line\":")
    object.append(String(number))
    object.append(",\"input\":")
    Self.write(input, to: &object)
    object.append(outcome.error == nil ? ",\"ok\":true" : ",\"ok\":false")
    object.append(",\"screen\":")
    Self.write(snapshot.screen, to: &object)
    object.append(",\"path\":")
    Self.write(snapshot.path, to: &object)
    object.append(",\"tree\":")
    Self.write(snapshot.tree, to: &object)
    object.append(",\"messages\":[")
    for index in snapshot.messages.indices {
      if index > 0 { object.append(ascii: UInt8(ascii: ",")) }
      Self.write(snapshot.messages[index], to: &object)
    }
    object.append("],\"result\":")
    Self.write(outcome.result, to: &object)
    object.append(",\"error\":")
    Self.write(outcome.error?.escapingControlCharacters, to: &object)
    object.append("}\n")
    var rendered = RenderedOutput()
    rendered.output = object.text
    rendered.errors = TextRenderer.notes(
      line: number, outcome: outcome, style: errorStyle, name: name)
    return rendered
  }

  /// `text` as a JSON string, or `null`.
  static func encode(_ text: String?) -> String {
    var encoded = UTF8Buffer(capacity: 0)
    write(text, to: &encoded)
    return encoded.text
  }

  /// Appends `text` as a JSON string, or `null`, to `output`.
  ///
  /// Read byte by byte over the UTF-8: `"` and `\\` are escaped, the C0 controls, DEL,
  /// U+2028 and U+2029 too (as `\\n`, `\\u001b` and so on), every other character as it is.
  /// Most strings need no escape at all and are copied whole.
  static func write(_ text: String?, to output: inout UTF8Buffer) {
    guard var text else {
      output.append("null")
      return
    }
    output.append(ascii: UInt8(ascii: "\""))
    text.withUTF8 { bytes in
      var index = 0
      // The start of the bytes not yet copied: whole characters, since each run ends before
      // an ASCII byte or the first byte of U+2028 or U+2029.
      var run = 0
      while index < bytes.count {
        guard needsEscape(bytes, at: index) else {
          index += 1
          continue
        }
        output.append(UnsafeBufferPointer(rebasing: bytes[run..<index]))
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""): output.append(#"\""#)
        case UInt8(ascii: "\\"): output.append(#"\\"#)
        case 0x0A: output.append(#"\n"#)
        case 0x0D: output.append(#"\r"#)
        case 0x09: output.append(#"\t"#)
        case 0x08: output.append(#"\b"#)
        case 0x0C: output.append(#"\f"#)
        case 0xE2:
          // U+2028 or U+2029, three bytes.
          output.append(bytes[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#)
          index += 2
        default:
          let hex = String(byte, radix: 16, uppercase: false)
          output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
        }
        index += 1
        run = index
      }
      output.append(UnsafeBufferPointer(rebasing: bytes[run...]))
    }
    output.append(ascii: UInt8(ascii: "\""))
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
