import Coordinator

/// A task a flow under test started with `startTask`, as the tester saw it start.
@MainActor
struct SeenFlowTask {
  let task: FlowTask
  /// The step that was running when it started, and where the test called it; `nil` for a task
  /// started outside every step.
  let stepName: String?
  let stepSite: CallSite?
}
