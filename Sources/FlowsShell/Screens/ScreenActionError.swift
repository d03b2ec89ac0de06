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

  /// The message the shell shows for the line.
  public var description: String {
    switch self {
    case .unknownAction(let action, let screen, let accepted) where accepted.isEmpty:
      "unknown action \"\(action)\" on \(screen), which takes none"
    case .unknownAction(let action, let screen, let accepted):
      "unknown action \"\(action)\" on \(screen); try: " + accepted.joined(separator: ", ")
    case .usage(let usage):
      "usage: \(usage)"
    case .invalidArgument(let message):
      message
    }
  }
}
