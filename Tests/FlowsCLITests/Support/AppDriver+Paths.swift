import Coordinator
import Testing

@testable import FlowsShell
@testable import GameApp

extension AppDriver {
  /// The router's levels as screen names, without entry ids, which differ between two apps.
  var screens: [[String]] { router.stack.levels.map { $0.map(\.screen) } }

  /// The coordinator tree in one line.
  var treeLine: String { CoordinatorTree(app, router: router).render(.line) }

  /// Fails unless the path navigator's path is the path of the screen on top.
  func expectPathsAgree(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      app.navigation.currentPath.description == app.currentAppPath?.rawValue,
      "the path navigator's path and the stack's", sourceLocation: sourceLocation)
    #expect(!app.navigation.isChanging, sourceLocation: sourceLocation)
    // Every flow's shownChild, read from its tree, is the child its last key's item shows.
    var coordinator: (any PathCoordinator)? = app.navigation.root
    while let current = coordinator {
      let viaItem = Self.childOfLastItem(of: current)
      #expect(
        current.shownChild === viaItem, "\(current.name).shownChild",
        sourceLocation: sourceLocation)
      coordinator = viaItem
    }
  }

  /// The child flow that `coordinator`'s last shown key's item shows, as the default
  /// `shownChild` finds it.
  private static func childOfLastItem(of coordinator: some PathCoordinator) -> (
    any PathCoordinator
  )? {
    guard let key = coordinator.shownKeys.last,
      let next = coordinator.item(for: key)?.nextCoordinator, next !== coordinator
    else { return nil }
    return next
  }

  /// Goes to `target` as a person would, with screen actions and the back button, from wherever
  /// the app is: back out of what the target does not share, then forward.
  func walk(to target: AppPath, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    var steps = 0
    while let current = app.currentAppPath, current != target {
      steps += 1
      try #require(
        steps < 20, "walking from \(current) to \(target)", sourceLocation: sourceLocation)
      try await step(from: current, toward: target)
      expectPathsAgree(sourceLocation: sourceLocation)
    }
  }

  /// One action from `current` toward `target`.
  private func step(from current: AppPath, toward target: AppPath) async throws {
    let inside = target.rawValue.hasPrefix(current.rawValue + "/")
    switch current {
    case .login: try await perform("login Player")
    case .otp: try await perform(target == .login ? "cancel" : "verify \(app.environment.otpCode)")
    case .main:
      switch target {
      case .login, .otp: try await perform("logout")
      case .game, .result: try await perform("play")
      case .settings, .profile: try await perform("settings")
      case .about, .licenses: try await perform("about")
      case .main: break
      }
    case .game:
      if inside {
        try await perform("guess \(try top(GameScreen.self).viewModel.secret)")
      } else {
        try await perform("quit")
      }
    case .result: try await perform(target == .game ? "again" : "done")
    case .settings: try await perform(inside ? "profile" : "done")
    case .profile: try await perform("done")
    case .about: try await perform(inside ? "licenses" : "close")
    case .licenses:
      if target == .about {
        try router.goBack()
      } else {
        try await perform("close")
      }
    }
  }

  /// Every coordinator of the tree, every screen on the router and every screen's view model.
  var liveObjects: [AnyObject] {
    var objects: [AnyObject] = []
    var pending: [any FlowCoordinator] = [app]
    while let coordinator = pending.popLast() {
      objects.append(coordinator)
      pending += coordinator.childCoordinators
    }
    for entry in router.stack.entries {
      guard let screen = router.screen(for: entry.id) else { continue }
      objects.append(screen)
      if let viewModel = Mirror(reflecting: screen).descendant("viewModel") as AnyObject? {
        objects.append(viewModel)
      }
    }
    return objects
  }

  /// Weak references to every coordinator, screen and view model of the app now.
  func trackEverything() -> [Tracked] {
    liveObjects.map { Tracked(String(describing: type(of: $0)), $0) }
  }

  /// Fails naming every tracked object still alive that is no longer in the tree or on the router.
  func expectReleased(
    leftBehindBy tracked: [Tracked], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let live = Set(liveObjects.map(ObjectIdentifier.init))
    let leaked = tracked.filter { entry in
      entry.object.map { !live.contains(ObjectIdentifier($0)) } ?? false
    }
    #expect(
      leaked.map(\.label) == [], "left behind and still alive", sourceLocation: sourceLocation)
  }
}
