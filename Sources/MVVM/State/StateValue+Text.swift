extension StateValue {
  /// The value on one line: a string quoted and escaped as a Swift literal, a name, a number or
  /// a flag bare, a list in brackets, fields in parentheses.
  package var inlineText: String {
    switch self {
    case .string(let text): return Self.quoted(text)
    case .number(let text), .name(let text): return Self.escaped(text)
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "nil"
    case .list(let elements): return "[" + elements.map(\.inlineText).joined(separator: ", ") + "]"
    case .choice(let name, let payload):
      // As the case reads in Swift: `failed("no")`, `moved(row: 1, column: 2)`.
      guard case .fields = payload else {
        return Self.escaped(name) + "(" + payload.inlineText + ")"
      }
      return Self.escaped(name) + payload.inlineText
    case .fields(let fields):
      return "("
        + fields.map { Self.escaped($0.label) + ": " + $0.value.inlineText }
        .joined(separator: ", ") + ")"
    }
  }

  /// One `KEY: VALUE` line per field, each value on one line, as `:state` prints them; a value
  /// that is not fields is one line, `value: VALUE`.
  package var lines: [String] {
    guard case .fields(let fields) = self else { return ["value: " + inlineText] }
    return fields.map { Self.escaped($0.label) + ": " + $0.value.inlineText }
  }

  /// One line per value that is not fields, each under the dotted path of its labels: what the
  /// tester compares, so that its diff names the field that changed.
  package var leafLines: [String] {
    leaves.map { $0.path + ": " + $0.value.inlineText }
  }

  /// Each value that is not fields, under the dotted path of its labels (`draft.title`), in
  /// order; a value that is not fields is one leaf, `value`.
  package var leaves: [(path: String, value: StateValue)] {
    var leaves: [(path: String, value: StateValue)] = []
    appendLeaves(under: "", to: &leaves)
    return leaves
  }

  private func appendLeaves(
    under prefix: String, to leaves: inout [(path: String, value: StateValue)]
  ) {
    guard case .fields(let fields) = self, !fields.isEmpty else {
      leaves.append((prefix.isEmpty ? "value" : prefix, self))
      return
    }
    for field in fields {
      let label = Self.escaped(field.label)
      field.value.appendLeaves(under: prefix.isEmpty ? label : prefix + "." + label, to: &leaves)
    }
  }

  /// `text` in double quotes, with quotes, backslashes and control characters escaped.
  static func quoted(_ text: String) -> String {
    "\"" + escaped(text, quote: true) + "\""
  }

  /// `text` with its control characters escaped, so that no line it is part of breaks or
  /// moves the terminal's cursor.
  static func escaped(_ text: String, quote: Bool = false) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"" where quote: escaped += "\\\""
      case "\\" where quote: escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        escaped += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
