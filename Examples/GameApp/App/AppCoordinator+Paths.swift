import Coordinator

extension AppCoordinator {
  /// The path of the screens the flows show, from ``navigation``; `nil` before any is shown.
  var currentPath: FlowPath? {
    let path = navigation.currentPath
    return path.isEmpty ? nil : path
  }

  /// Moves the app to `path`, a deep link; the one entry point for `:open` and `--state`.
  ///
  /// The path is parsed and resolved whole first, each key by the flow the
  /// keys before it lead to: a path that names no screen, or one that a
  /// link cannot show now, throws and changes nothing. Then the navigation
  /// router pops what the current path has beyond the common prefix, newest
  /// first, and pushes the rest, which ends in the tree, stack and path that
  /// doing it by hand gives and releases every flow it leaves.
  ///
  /// - Opening the current path does nothing.
  /// - Logged out, a path under `/main` waits for the login: the app shows
  ///   Login (taking OTP off if it is shown) saying `log in to continue`,
  ///   and once the code is verified it lands on the path from `/main`. A
  ///   later link replaces a waiting one.
  /// - Logged in, `/login` logs out: Main leaves with every flow it started
  ///   and Auth starts, as `logout` does.
  /// - `/login/otp` is never opened by a link: the code goes to a name
  ///   entered on Login. Nor is `/main/game/result`, shown only by winning.
  ///
  /// - Returns: whether anything changed.
  @discardableResult
  func open(path string: String) throws(OpenPathError) -> Bool {
    let path: FlowPath
    do {
      path = try FlowPath(parsing: string)
    } catch {
      throw .unknownPath(string, reason: error.description)
    }
    // The root path is no screen of the app's: each path names a flow first.
    guard !path.isEmpty else { throw .unknownPath(string, reason: nil) }
    guard path != navigation.currentPath else { return false }
    do {
      if !isLoggedIn && path.key(at: 0, as: AppKey.self) == .main {
        try navigation.validate(path)
        try navigation.apply(FlowPath(AppKey.login))
        pendingLink = path
        authFlow?.askToLogIn()
      } else {
        try navigation.apply(path)
      }
    } catch {
      throw OpenPathError(string, path: path, error: error)
    }
    return true
  }
}
