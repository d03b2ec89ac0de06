import Coordinator
import FlowsShell

extension AppCoordinator: ShellApp {
  /// Every path a link can name, for `:help`.
  var openablePaths: [FlowPath] { AppPaths.all }

  /// The settings file's warnings and a failed write since the last line.
  func takeNotes() -> ShellNotes {
    environment.takeNotes()
  }
}
