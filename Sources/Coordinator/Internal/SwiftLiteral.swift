/// Swift source for values written into tests: a string literal, or an array of them; for the
/// tester's record mode and the explorer's ready tests.
package enum SwiftLiteral {
  /// `text` as a string literal: one line in quotes, or a multi-line literal whose lines are
  /// indented by `indent`.
  package static func string(_ text: String, indent: String) -> String {
    guard text.contains("\n") else {
      return "\"" + escaped(text) + "\""
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : indent + escaped(String($0))
    }
    return "\"\"\"\n" + lines.joined(separator: "\n") + "\n" + indent + "\"\"\""
  }

  /// `items` as an array of string literals: on one line when that is short, else one item a
  /// line indented by `indent`, the closing bracket by `closingIndent`.
  package static func array(_ items: [String], indent: String, closingIndent: String) -> String {
    let quoted = items.map { "\"" + escaped($0) + "\"" }
    let oneLine = "[" + quoted.joined(separator: ", ") + "]"
    guard oneLine.count > 60 else { return oneLine }
    return "[\n" + quoted.map { indent + $0 + ",\n" }.joined() + closingIndent + "]"
  }

  /// `text` with what a string literal cannot hold as it is escaped: `\`, `"` and controls.
  private static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
