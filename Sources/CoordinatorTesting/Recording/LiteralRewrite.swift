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
    case unterminated(line: Int)

    var description: String {
      switch self {
      case .noSuchLine(let line): "the file has no line \(line)"
      case .notALiteral(let line):
        "the expectation on line \(line) is not written as a string or array literal"
      case .unterminated(let line): "the literal on line \(line) does not end"
      }
    }
  }

  /// What replaces the literal.
  enum Value: Equatable {
    case string(String)
    case strings([String])
  }

  /// Replaces the first argument of the call whose `(` is at `line` and `column` (1-based, as
  /// `#line` and `#column` give them) with `value`.
  init(_ source: String, line: Int, column: Int, value: Value) throws(Failure) {
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map {
      Array($0.utf8)
    }
    guard line >= 1, line <= lines.count else { throw .noSuchLine(line) }
    let callLine = lines[line - 1]
    let indent = String(decoding: callLine.prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
    // From the `(` at the column, or the first after it: spaces, then the literal.
    var index = max(0, column - 1)
    while index < callLine.count && callLine[index] != UInt8(ascii: "(") { index += 1 }
    index += 1
    while index < callLine.count && callLine[index] == 0x20 { index += 1 }
    guard index < callLine.count else { throw .notALiteral(line: line) }
    let start = (line: line - 1, offset: index)
    let end = try Self.end(of: lines, from: start, line: line)
    let replacement: String
    switch value {
    case .string(let text):
      replacement = SwiftLiteral.string(text, indent: indent + "  ")
    case .strings(let items):
      replacement = SwiftLiteral.array(items, indent: indent + "  ", closingIndent: indent)
    }
    let before = lines[start.line][..<start.offset]
    let after = lines[end.line][end.offset...]
    let replaced =
      (String(decoding: before, as: UTF8.self) + replacement
      + String(decoding: after, as: UTF8.self)).split(
        separator: "\n", omittingEmptySubsequences: false
      ).map { Array($0.utf8) }
    addedLines = replaced.count - (end.line - start.line + 1)
    lines.replaceSubrange(start.line...end.line, with: replaced)
    text = lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
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
