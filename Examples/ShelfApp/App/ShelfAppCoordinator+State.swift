import Coordinator
import FlowsShell

extension ShelfAppCoordinator {
  /// The selected tab's path and every other started tab's; ``SavedShelfState/welcome``
  /// during the onboarding.
  var savedState: SavedShelfState? {
    SavedShelfState(navigation: navigation.snapshot())
  }

  /// Restores every saved tab's path, the selected tab's last, so that each tab's stack is back
  /// and the selected tab shows.
  ///
  /// A saved screen that no longer opens (its book deleted, or no longer among its search's
  /// results) is dropped with the screens above it on its stack; the rest of that stack, every
  /// other stack and the selection are restored. A state saved at Welcome changes nothing: the
  /// shelf file says where the app starts. When it starts at Welcome, the onboarding not done,
  /// the saved tab's path is kept as a link opened during the onboarding is.
  ///
  /// - Throws: an error naming what was dropped, and why, once the rest is restored.
  func restore(_ state: SavedShelfState) throws(ShellAppError) {
    guard state.navigation.path != SavedShelfState.welcome.navigation.path else { return }
    guard onboarding == nil else {
      _ = try open(path: state.navigation.path.description)
      return
    }
    let report: RestoreReport
    do {
      report = try navigation.restore(state.navigation)
    } catch {
      throw ShellAppError(error.description)
    }
    guard report.isComplete else { throw ShellAppError(report.description) }
  }
}
