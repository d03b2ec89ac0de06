/// Why a screen did not take an action; nothing changed.
public enum ScreenActionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The screen has no action of this name; `accepted` lists its actions as typed.
  case unknownAction(String, screen: String, accepted: [String])
  /// The action was given no argument where it needs one, or one where it takes none;
  /// the associated value is its usage, such as `login NAME`.
  case usage(String)
  /// The argument is not one the action takes, or the screen cannot take it now; the
  /// associated value says why.
  case invalidArgument(String)
  /// The action exists but cannot be taken now, as a disabled button cannot be tapped; the
  /// associated value says why, such as `the cell is taken`. An explorer skips it.
  case unavailable(String)

  /// What a person who typed a word of other programs meant: the shell's own command.
  private static func hint(for action: String) -> String {
    switch action.lowercased() {
    case "help", "?", "h": "; the shell's commands start with a colon: :help"
    case "exit", "quit", "bye", "q": "; to leave, type :quit or press Ctrl-D"
    default: ""
    }
  }

  /// The message the shell shows for the line.
  public var description: String {
    switch self {
    case .unknownAction(let action, let screen, let accepted) where accepted.isEmpty:
      "unknown action \"\(action)\" on \(screen), which takes none" + Self.hint(for: action)
    case .unknownAction(let action, let screen, let accepted):
      "unknown action \"\(action)\" on \(screen); try: " + accepted.joined(separator: ", ")
        + Spelling.suggestion(
          for: action, among: accepted.map { String($0.prefix { $0 != " " }) })
        + Self.hint(for: action)
    case .usage(let usage):
      "usage: \(usage)"
    case .invalidArgument(let message), .unavailable(let message):
      message
    }
  }
}
