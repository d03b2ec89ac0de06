/// A registration of a watcher of the tasks a flow and the flows below it start; ``cancel()``
/// ends it.
///
/// Made by ``BaseCoordinator/observeTasks(_:)``. Dropping it does not cancel it: the watcher
/// hears of tasks until ``cancel()`` or the flow's release.
@MainActor
public final class FlowTaskObservation {
  private var onCancel: (@MainActor () -> Void)?

  init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops telling the watcher of new tasks. Calling it again does nothing.
  public func cancel() {
    let onCancel = onCancel
    self.onCancel = nil
    onCancel?()
  }
}
