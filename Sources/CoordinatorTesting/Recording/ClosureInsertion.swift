/// Statements added at the end of the trailing closure of a call in Swift source, found from
/// the call's place: what the record mode writes into `expectState(_:of:_:)`. Pure text in,
/// text out.
struct ClosureInsertion: Equatable {
  /// The source with the statements added.
  var text: String
  /// How many lines the source gained.
  var addedLines: Int

  /// Adds `statements`, each written against the closure's parameter (`name = "Ada"` as
  /// `$0.name = "Ada"`, or `state.name = "Ada"` in `{ state in … }`; `= 3` as `$0 = 3`), before the end of the closure of the call of
  /// `call` at `line` and `column` (1-based, as `#line` and `#column` give them).
  init(
    _ source: String, line: Int, column: Int, call: String, statements: [String]
  ) throws(LiteralRewrite.Failure) {
    var lines = Array(source.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
      .map(Array.init)
    guard line >= 1, line <= lines.count else { throw .noSuchLine(line) }
    let callLine = lines[line - 1]
    var index = max(0, column - 1)
    while index < callLine.count, callLine[index] != UInt8(ascii: "("),
      callLine[index] != UInt8(ascii: "{")
    {
      index += 1
    }
    let name = callLine[..<min(index, callLine.count)].reversed().drop { $0 == 0x20 }
    guard name.starts(with: call.utf8.reversed()) else {
      throw .anotherCall(line: line, expected: call)
    }
    var scanner = BraceScanner(lines: lines, line: line - 1, offset: index)
    if index < callLine.count, callLine[index] == UInt8(ascii: "(") {
      guard scanner.skipGroup(), scanner.skipSpaces(), scanner.current == UInt8(ascii: "{")
      else { throw .noClosure(line: line) }
    }
    guard scanner.current == UInt8(ascii: "{") else { throw .noClosure(line: line) }
    let open = (scanner.line, scanner.offset)
    let parameter = Self.parameter(after: lines[open.0][(open.1 + 1)...])
    guard parameter != "_" else { throw .unnamedParameter(line: line) }
    guard scanner.skipGroup() else { throw .noClosure(line: line) }
    let close = (scanner.line, scanner.offset - 1)
    // `= 3` assigns the parameter itself.
    let written = statements.map { parameter + ($0.hasPrefix("=") ? " " : ".") + $0 }
    if close.0 == open.0 {
      // One line, `{ $0.a = 1 }`: the statements join it, after semicolons.
      let bytes = lines[close.0]
      var end = close.1
      while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
      lines[close.0] =
        Array(bytes[..<end]) + Array(("; " + written.joined(separator: "; ") + " ").utf8)
        + Array(bytes[close.1...])
      addedLines = 0
    } else {
      let closing = lines[close.0]
      // The statements one step in from the line the closure opens on, its brace in line.
      let indent = String(decoding: lines[open.0].prefix { $0 == 0x20 }, as: UTF8.self)
      let added = written.map { Array((indent + "  " + $0).utf8) }
      if closing[..<close.1].allSatisfy({ $0 == 0x20 }) {
        lines.insert(contentsOf: added, at: close.0)
        addedLines = added.count
      } else {
        // `  $0.a = 1 }`: the brace goes to a line of its own, below the statements.
        var kept = Array(closing[..<close.1])
        while kept.last == 0x20 { kept.removeLast() }
        let brace = Array(indent.utf8) + Array(closing[close.1...])
        lines[close.0] = kept
        lines.insert(contentsOf: added + [brace], at: close.0 + 1)
        addedLines = added.count + 1
      }
    }
    text = lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
  }

  /// The closure's parameter: the name before `in` (`state in`, `(state: inout S) in`), or
  /// `$0`.
  private static func parameter(after opening: ArraySlice<UInt8>) -> String {
    var text = String(decoding: opening, as: UTF8.self)
    if let lineEnd = text.firstIndex(where: { $0 == "\r" || $0 == "\n" }) {
      text = String(text[..<lineEnd])
    }
    let words = text.split(separator: " ")
    guard let inIndex = words.firstIndex(of: "in"), inIndex > 0 else { return "$0" }
    let head = words[0].drop { $0 == "(" }
    return String(head.prefix { $0 != ":" && $0 != ")" && $0 != "," })
  }
}
