import Coordinator

/// A flow whose screens are pushed when it starts, that finishes when its first leaves, and
/// that refuses every guarded move while it has a `reason` to stay; it notes what it was asked.
@MainActor
final class GuardedFlow: BaseCoordinator, LeaveGuard {
  let flowName: String
  let router: any Router
  private let screenNames: [String]
  /// Why the flow stays, or `nil` when it lets every move go.
  var reason: String?
  /// What the flow was asked, in order.
  private(set) var asked: [LeaveRequest] = []
  /// The refusals it was told of, in order.
  private(set) var refused: [LeaveRequest] = []
  /// What it does when told of a refusal.
  var onRefused: (@MainActor (LeaveRequest) -> Void)?

  init(_ name: String, router: any Router, screens: [String], reason: String? = nil) {
    flowName = name
    self.router = router
    screenNames = screens
    self.reason = reason
  }

  override var name: String { flowName }

  override func start() {
    super.start()
    for (index, screen) in screenNames.enumerated() {
      var onPop: (@MainActor () -> Void)?
      if index == 0 {
        onPop = { [weak self] in self?.finish() }
      }
      router.push(TestScreen(screen), owner: self, animated: true, onPop: onPop)
    }
  }

  func leaveDecision(for request: LeaveRequest) -> LeaveDecision {
    asked.append(request)
    return reason.map { .stay(reason: $0) } ?? .leave
  }

  func leaveRefused(_ request: LeaveRequest) {
    refused.append(request)
    onRefused?(request)
  }
}

/// A screen that refuses every guarded move while it has a `reason` to stay.
@MainActor
final class GuardedScreen: Presentable, LeaveGuard {
  let screenName: String
  var reason: String?
  private(set) var asked: [LeaveRequest] = []

  init(_ name: String, reason: String?) {
    screenName = name
    self.reason = reason
  }

  func leaveDecision(for request: LeaveRequest) -> LeaveDecision {
    asked.append(request)
    return reason.map { .stay(reason: $0) } ?? .leave
  }
}
