extension AppCoordinator {
  /// The path of the screen on top of the router, read through the ``AppPath`` table.
  var currentPath: AppPath? { topScreen.flatMap { AppPath(screenName: $0.screenName) } }

  /// Moves the app to `path`, a deep link; the one entry point for `:open` and `--state`.
  ///
  /// An unknown or unreachable path throws and changes nothing; the current
  /// path is already open, so opening it does nothing.
  ///
  /// - Note: This is the seam for path navigation (issue 6, `Coordinator/Paths`).
  ///   Until it lands, every other valid path throws
  ///   ``OpenPathError/notImplemented(_:)``; replace that line with the move.
  func open(path: String) throws(OpenPathError) {
    guard let target = AppPath(rawValue: path) else { throw .unknownPath(path) }
    guard target.unreachableReason == nil else { throw .unreachable(target) }
    guard target != currentPath else { return }
    throw .notImplemented(target)
  }
}
