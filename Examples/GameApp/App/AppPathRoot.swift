import Coordinator

/// The root of the app's paths: resolves their first key, `login` or `main`, for the app.
///
/// The app owns its ``NavigationRouter``, and a router holds its root and
/// the items of the current path, whose source is that root. Were the app
/// itself the root, the two would hold each other and never be released, so
/// the root is this small object, which holds the app weakly and shows its
/// two flows through it. Errors name it `AppCoordinator`, the coordinator it
/// stands for.
@MainActor
final class AppPathRoot: PathCoordinator {
  /// The app whose flows the keys show; set once the app is made.
  weak var app: AppCoordinator?

  var name: String { "AppCoordinator" }

  /// The running Auth or Main flow, else a new one; `nil` once the app is gone.
  func item(for key: AppKey) -> NavigationItem? {
    guard let app else { return nil }
    switch key {
    case .login:
      return authItem(
        app.authFlow ?? AuthFlowCoordinator(router: app.router, environment: app.environment))
    case .main:
      return mainItem(
        app.mainFlow ?? MainFlowCoordinator(router: app.router, environment: app.environment))
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
    if let main = app?.mainFlow { return (.main, main) }
    if let auth = app?.authFlow { return (.login, auth) }
    return nil
  }

  private func authItem(_ auth: AuthFlowCoordinator) -> NavigationItem {
    NavigationItem(self, auth) { _, root, auth, completion in
      root.app?.start(auth)
      completion()
    } pop: { animated, root, auth, completion in
      root.app?.stop(auth, animated: animated)
      completion()
    }
  }

  private func mainItem(_ main: MainFlowCoordinator) -> NavigationItem {
    NavigationItem(self, main) { _, root, main, completion in
      root.app?.start(main)
      completion()
    } pop: { animated, root, main, completion in
      root.app?.stop(main, animated: animated)
      completion()
    }
  }
}
