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
  /// the state is checked as a link opened then is, and what resolves is restored once the
  /// onboarding is done.
  ///
  /// - Throws: an error naming what was dropped, and why, once the rest is restored.
  func restore(_ state: SavedShelfState) throws(ShellAppError) {
    guard state.navigation.path != SavedShelfState.welcome.navigation.path else { return }
    guard onboarding == nil else {
      // Checked now against the tabs `start` will show, as a link opened now is; what resolves
      // is restored once the onboarding is done.
      let report: RestoreReport
      let preview = tabsAsAfterOnboarding()
      // The navigator holds its root weakly: the preview is kept alive while it restores.
      defer { withExtendedLifetime(preview) {} }
      do {
        report = try preview.navigation.restore(state.navigation)
      } catch {
        throw ShellAppError(error.description)
      }
      pendingRestore = report.restored
      guard report.isComplete else { throw ShellAppError(report.description) }
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
