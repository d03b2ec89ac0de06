/// Why a dialog cannot be asked: what its choices' types cannot rule out, thrown by
/// ``Dialog/init(_:screenName:router:)`` and ``DialogContent/validate()``.
public enum DialogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The dialog offers no choice: nothing could answer it.
  case noChoices
  /// Two choices have this key: a shell could not tell them apart.
  case repeatedKey(String)
  /// This key is not a word a line can type: it is empty, holds white space, a control
  /// character or an invisible one (a zero-width space), or starts with `:` (a shell command).
  case keyNotAWord(String)

  /// One line: `the choices' key "save" repeats`.
  public var description: String {
    switch self {
    case .noChoices: "a dialog offers at least one choice"
    case .repeatedKey(let key): "the choices' key \(String(reflecting: key)) repeats"
    case .keyNotAWord(let key):
      "\(Self.quoted(key)) cannot be a choice's key: a key is one word of visible characters, "
        + "not starting with \":\""
    }
  }
}

extension DialogError {
  /// `key` in quotes, its invisible characters as escapes (`"de\u{200B}lete"`), so that the
  /// message shows what is wrong with it.
  fileprivate static func quoted(_ key: String) -> String {
    var quoted = "\""
    for scalar in key.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case " ": quoted += " "
      default:
        if DialogContent<String>.isInvisible(scalar) {
          quoted += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          quoted.unicodeScalars.append(scalar)
        }
      }
    }
    return quoted + "\""
  }
}
