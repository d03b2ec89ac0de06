import Coordinator

/// Why ``AppCoordinator/open(path:)`` did not move the app; nothing changed.
enum OpenPathError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The string is not a path, or the path names no screen of the app, for this reason: the
  /// path error's words (``PathError/description(in:)``), `nil` for the root path `/`.
  case unknownPath(String, reason: String?)
  /// The path names a screen that a link cannot show now, for this reason.
  case unreachable(FlowPath, reason: String)

  /// The error for `path`, parsed from `string`, that `error` rejected.
  ///
  /// A key the app knows but cannot show now is explained by its flow's key
  /// type, ``AppPathKey/unreachableReason``; any other error is an unknown path.
  init(_ string: String, path: FlowPath, error: PathError) {
    if case .rejectedComponent(_, let index, _) = error, index < path.count {
      let shown = path.dropLast(path.count - index - 1)
      self = .unreachable(
        shown,
        reason: AppKey.unreachableReason(of: shown.components[...]) ?? error.description(in: path))
    } else {
      self = .unknownPath(string, reason: error.description(in: path))
    }
  }

  var description: String {
    switch self {
    case .unknownPath(let path, let reason):
      "unknown path \(Self.quoted(path)): "
        + (reason.map(Self.shortened)
          ?? "a path names a screen, such as \(FlowPath(AppKey.main))")
    case .unreachable(let path, let reason):
      "cannot open \(path): \(reason)"
    }
  }

  /// The most characters of a path a message repeats.
  static let shownLength = 64

  /// `path` as a message shows it: on one line, without control characters, and shortened.
  private static func quoted(_ path: String) -> String {
    let escaped = path.escapingControlCharacters
    guard escaped.count > shownLength else { return escaped }
    return escaped.prefix(shownLength) + "… (\(path.utf8.count) bytes)"
  }

  /// `reason` cut short when it repeats a long component of the path.
  private static func shortened(_ reason: String) -> String {
    reason.count > 2 * shownLength ? reason.prefix(2 * shownLength) + "…" : reason
  }
}
