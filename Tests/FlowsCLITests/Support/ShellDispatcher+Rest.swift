import Coordinator

@testable import FlowsShell

extension ShellDispatcher {
  /// Runs `line` as the shell does, and lets the app's work it started (a login, a search)
  /// come to rest before returning its outcome.
  func runToRest(_ line: String) async -> LineOutcome {
    var outcome = run(line)
    _ = await WorkAtRest(root: app.rootCoordinator, clock: nil).settle(within: .seconds(600))
    noteRest(in: &outcome)
    return outcome
  }
}
