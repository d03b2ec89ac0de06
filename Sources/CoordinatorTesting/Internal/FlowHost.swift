import Coordinator

/// The parent a flow tested alone runs under: it starts the flow on the tester's router, as
/// an app's flow would start it, and keeps what it ended with.
@MainActor
final class FlowHost: BaseCoordinator {
  /// What the flow ended with: `nil` while it runs; a flow with no result, or one that ended
  /// with nothing, ends with `.some(nil)`.
  var ending: Any??

  override var name: String { "Host" }

  /// Starts `flow` as this host's child on `router`; a flow that returns a value is run for it.
  func run(_ flow: BaseCoordinator, on router: any Router) {
    if let returning = flow as? any ReturningFlow {
      returning.run(under: self, on: router)
    } else {
      startChild(flow, on: router) { [weak self] _ in self?.ending = .some(nil) }
    }
  }
}

/// A flow that ends with a value: a `ReturningCoordinator` of any value.
@MainActor
protocol ReturningFlow {
  /// Runs the flow as `host`'s child on `router`, keeping the value it ends with.
  func run(under host: FlowHost, on router: any Router)
}

extension ReturningCoordinator: ReturningFlow {
  func run(under host: FlowHost, on router: any Router) {
    host.runChild(self, on: router) { [weak host] value in host?.ending = .some(value) }
  }
}
