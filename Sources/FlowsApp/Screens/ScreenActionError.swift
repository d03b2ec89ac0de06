/// Why a screen rejected an action; nothing changed.
enum ScreenActionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The screen has no such action.
  case unknownAction(String, screen: String, accepted: [ScreenAction])
  /// The action was given the wrong number of arguments.
  case usage(ScreenAction)
  /// The argument is not one the action takes.
  case invalidArgument(String)

  var description: String {
    switch self {
    case .unknownAction(let action, let screen, let accepted):
      "unknown action \"\(action)\" on \(screen); try: "
        + accepted.map(\.description).joined(separator: ", ")
    case .usage(let action):
      "usage: \(action)"
    case .invalidArgument(let message):
      message
    }
  }
}
