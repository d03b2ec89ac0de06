import Coordinator

/// The app is the root of its paths: it resolves their first key, `login` or `main`, with its
/// two flows. Its ``AppCoordinator/navigation`` holds it weakly, so owning that router closes
/// no cycle.
extension AppCoordinator: PathCoordinator {
  /// The running Auth or Main flow, else a new one.
  func item(for key: AppKey) -> NavigationItem? {
    switch key {
    case .login:
      authItem(authFlow ?? AuthFlowCoordinator(router: router, environment: environment))
    case .main:
      mainItem(mainFlow ?? MainFlowCoordinator(router: router, environment: environment))
    }
  }

  /// The key of the running flow: `login` while logged out, `main` once logged in.
  var shownKeys: [AppKey] {
    // Lists made once: the path is read after every line of `flows --json`.
    switch shownFlow?.key {
    case .main: Self.mainKeys
    case .login: Self.loginKeys
    case nil: []
    }
  }

  private static let mainKeys: [AppKey] = [.main]
  private static let loginKeys: [AppKey] = [.login]

  /// The running flow.
  var shownChild: (any PathCoordinator)? { shownFlow?.flow }

  /// The running flow with the key that shows it: Main once logged in, else Auth.
  private var shownFlow: (key: AppKey, flow: any PathCoordinator)? {
    if let main = mainFlow { return (.main, main) }
    if let auth = authFlow { return (.login, auth) }
    return nil
  }

  private func authItem(_ auth: AuthFlowCoordinator) -> NavigationItem {
    NavigationItem(self, auth) { _, app, auth, completion in
      app.start(auth)
      completion()
    } pop: { animated, app, auth, completion in
      app.stop(auth, animated: animated)
      completion()
    }
  }

  private func mainItem(_ main: MainFlowCoordinator) -> NavigationItem {
    NavigationItem(self, main) { _, app, main, completion in
      app.start(main)
      completion()
    } pop: { animated, app, main, completion in
      app.stop(main, animated: animated)
      completion()
    }
  }
}
