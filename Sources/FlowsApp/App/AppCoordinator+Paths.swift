import Coordinator

extension AppCoordinator {
  /// The path of the screen on top of the router, read through the ``AppPath`` table.
  ///
  /// It is what ``navigation`` holds as its current path: every change of
  /// the router that the navigation router did not make itself is recorded
  /// there as a silent path.
  var currentPath: AppPath? {
    // Read after every move of the router: every screen of the app's is an ``AppScreen``,
    // and its name needs no cast to one, nor a closure, which checks the actor at run time.
    guard let screen = router.topScreen else { return nil }
    return AppPath(screenName: screen.screenName)
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
    let path: Path
    do {
      path = try Path(parsing: string)
    } catch {
      throw .unknownPath(string, error)
    }
    // The root path is no screen of the app's: each path names a flow first.
    guard !path.isEmpty else { throw .unknownPath(string, nil) }
    guard path != navigation.currentPath else { return false }
    do {
      if !isLoggedIn && path.key(at: 0, as: AppKey.self) == .main {
        try navigation.validate(path)
        try navigation.apply(Path(AppKey.login))
        pendingLink = path
        authFlow?.askToLogIn()
      } else {
        try navigation.apply(path)
      }
    } catch {
      throw OpenPathError(string, path: path, error: error)
    }
    // A screen the router refused, beyond its maximum depth, ends the link where it got to.
    recordShownPath()
    return true
  }

  /// Records the path of the screen now on top, silently, unless the navigation router moved.
  ///
  /// Called at every event of the router. The navigation router's own moves
  /// already keep its path; any other move, by hand or by the platform, is
  /// recorded without running a transition, which also lets go of the flows
  /// and screens the old path held.
  func recordShownPath() {
    guard !navigation.isChanging, let path = currentPath?.path, path != navigation.currentPath
    else { return }
    // Every screen on top is shown by the flows its path names, which find it.
    try? navigation.apply(path.silently())
  }
}
