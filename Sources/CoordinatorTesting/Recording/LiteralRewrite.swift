import Coordinator

/// The literal argument of a call in Swift source, found from the call's place and replaced:
/// what the record mode writes. Pure text in, text out.
struct LiteralRewrite: Equatable {
  /// The source with the literal replaced.
  var text: String
  /// How many lines the source gained (negative: lost).
  var addedLines: Int

  /// Why a literal could not be replaced.
  enum Failure: Error, Equatable, CustomStringConvertible {
    case noSuchLine(Int)
    case notALiteral(line: Int)
    case interpolated(line: Int)
    case anotherCall(line: Int, expected: String)
    case unterminated(line: Int)
    case noClosure(line: Int)
    case unnamedParameter(line: Int)

    var description: String {
      switch self {
      case .noSuchLine(let line): "the file has no line \(line)"
      case .notALiteral(let line):
        "the expectation on line \(line) is not written as a string or array literal"
      case .interpolated(let line):
        "the literal on line \(line) interpolates a value, which a recording would lose"
      case .anotherCall(let line, let expected):
        "the call at the place on line \(line) is not \(expected)(…), perhaps a helper of the "
          + "test's that passes its caller's place on"
      case .unterminated(let line): "the literal on line \(line) does not end"
      case .noClosure(let line): "the call on line \(line) has no closure that ends"
      case .unnamedParameter(let line):
        "the closure on line \(line) names its parameter `_`, which nothing can be assigned to"
      }
    }
  }

  /// What replaces the literal.
  enum Value: Equatable {
    case string(String)
    case strings([String])
  }

  /// Replaces the first argument of the call of `call` whose `(` is at `line` and `column`
  /// (1-based, as `#line` and `#column` give them) with `value`.
  ///
  /// Refused, changing nothing: a place where the call is another one (a helper of the test's
  /// that passes its caller's place on), an argument that is no string or array literal, or
  /// one that interpolates.
  init(
    _ source: String, line: Int, column: Int, call: String, value: Value
  ) throws(Failure) {
    let lineBreak = Array(source.utf8).contains(0x0D) ? "\r\n" : "\n"
    // Split on the bytes: a CR LF is one `Character`, which a split on "\n" would not see.
    var lines = Array(source.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
      .map(Array.init)
    guard line >= 1, line <= lines.count else { throw .noSuchLine(line) }
    let callLine = lines[line - 1]
    let indent = String(decoding: callLine.prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
    // From the `(` at the column, or the first after it: spaces, then the literal.
    var index = max(0, column - 1)
    while index < callLine.count && callLine[index] != UInt8(ascii: "(") { index += 1 }
    guard callLine[..<min(index, callLine.count)].reversed().starts(with: call.utf8.reversed())
    else { throw .anotherCall(line: line, expected: call) }
    index += 1
    while index < callLine.count && (callLine[index] == 0x20 || callLine[index] == 0x0D) {
      index += 1
    }
    var start = (line: line - 1, offset: index)
    if index == callLine.count {
      // The literal on a line of its own after the `(`, as the formatter lays a long one out.
      guard
        let next = lines.indices.dropFirst(line).first(where: { !Self.isBlank(lines[$0]) })
      else { throw .notALiteral(line: line) }
      start = (next, lines[next].prefix { $0 == 0x20 || $0 == 0x09 }.count)
    }
    let end = try Self.end(of: lines, from: start, line: line)
    let literal = (start.line...end.line).flatMap { index -> [UInt8] in
      let bytes = lines[index]
      let from = index == start.line ? start.offset : 0
      let to = index == end.line ? end.offset : bytes.count
      return Array(bytes[from..<to])
    }
    guard !String(decoding: literal, as: UTF8.self).contains("\\(") else {
      throw .interpolated(line: line)
    }
    let replacement: String
    switch value {
    case .string(let text):
      replacement = SwiftLiteral.string(text, indent: indent + "  ")
    case .strings(let items):
      replacement = SwiftLiteral.array(items, indent: indent + "  ", closingIndent: indent)
    }
    let before = lines[start.line][..<start.offset]
    let after = lines[end.line][end.offset...]
    // A file of CR LF lines gets CR LF lines: the CR of each new line but the last, whose own
    // ending stays where it was.
    let joined = replacement.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: lineBreak)
    let replaced = Array(
      (String(decoding: before, as: UTF8.self) + joined
        + String(decoding: after, as: UTF8.self)).utf8
    )
    .split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    addedLines = replaced.count - (end.line - start.line + 1)
    lines.replaceSubrange(start.line...end.line, with: replaced)
    text = lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
  }

  /// Whether `bytes` is a line of nothing but spaces, tabs and a CR.
  private static func isBlank(_ bytes: [UInt8]) -> Bool {
    bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
  }

  /// Where the literal that starts at `start` ends: the line and the offset just past it.
  private static func end(
    of lines: [[UInt8]], from start: (line: Int, offset: Int), line number: Int
  ) throws(Failure) -> (line: Int, offset: Int) {
    let quote = UInt8(ascii: "\"")
    let first = lines[start.line]
    let opening = first[start.offset...]
    if opening.starts(with: [quote, quote, quote]) {
      // A multi-line literal: it ends with the first line that starts with `"""`.
      for index in (start.line + 1)..<lines.count {
        let body = lines[index].drop { $0 == 0x20 || $0 == 0x09 }
        if body.starts(with: [quote, quote, quote]) {
          return (index, lines[index].count - body.count + 3)
        }
      }
      throw .unterminated(line: number)
    }
    guard opening.first == quote || opening.first == UInt8(ascii: "[") else {
      throw .notALiteral(line: number)
    }
    // A one-line string, or an array of one-line strings over one or more lines.
    var depth = 0
    var inString = false
    var escaped = false
    for index in start.line..<lines.count {
      let bytes = lines[index]
      var offset = index == start.line ? start.offset : 0
      while offset < bytes.count {
        let byte = bytes[offset]
        offset += 1
        if inString {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == quote {
            inString = false
            if depth == 0 { return (index, offset) }
          }
          continue
        }
        switch byte {
        case quote: inString = true
        case UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 { return (index, offset) }
        default: break
        }
      }
      if inString { throw .unterminated(line: number) }
    }
    throw .unterminated(line: number)
  }
}
