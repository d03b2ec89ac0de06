/// Why ``AppCoordinator/open(path:)`` did not move the app; nothing changed.
enum OpenPathError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path is not one of the app's ``AppPath``s.
  case unknownPath(String)
  /// The path exists but a deep link cannot reach it.
  case unreachable(AppPath)
  /// Path navigation (issue 6) has not landed, so a valid path cannot be opened yet.
  case notImplemented(AppPath)

  var description: String {
    switch self {
    case .unknownPath(let path):
      "unknown path \(path)"
    case .unreachable(let path):
      "cannot open \(path): \(path.unreachableReason ?? "it cannot be reached by a link")"
    case .notImplemented(let path):
      "cannot open \(path): deep links are not implemented yet (issue 6)"
    }
  }
}
