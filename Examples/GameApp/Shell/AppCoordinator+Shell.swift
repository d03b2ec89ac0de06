import Coordinator
import FlowsShell

extension AppCoordinator: ShellApp {
  /// Every path a link can name, for `:help`.
  var openablePaths: [FlowPath] { AppPaths.all }

  /// The links `flows --explore` opens at every place: each screen a link can reach.
  var sampleLinks: [String] {
    ["/main", "/main/settings", "/main/settings/profile", "/main/about"]
  }

  /// The settings file's warnings and a failed write since the last line.
  func takeNotes() -> ShellNotes {
    environment.takeNotes()
  }
}
