/// Why a dialog cannot be asked: what its choices' types cannot rule out, thrown by
/// ``Dialog/init(_:screenName:router:)`` and ``DialogContent/validate()``.
public enum DialogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The dialog offers no choice: nothing could answer it.
  case noChoices
  /// Two choices have this key: a shell could not tell them apart.
  case repeatedKey(String)
  /// This key is not a word a line can type: it is empty, holds white space or a control
  /// character, or starts with `:` (a shell command).
  case keyNotAWord(String)

  /// One line: `the choices' key "save" repeats`.
  public var description: String {
    switch self {
    case .noChoices: "a dialog offers at least one choice"
    case .repeatedKey(let key): "the choices' key \(String(reflecting: key)) repeats"
    case .keyNotAWord(let key):
      "\(String(reflecting: key)) cannot be a choice's key: a key is one word, not starting with \":\""
    }
  }
}
