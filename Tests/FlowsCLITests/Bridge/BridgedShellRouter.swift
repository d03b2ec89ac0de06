import Coordinator
import CoordinatorBridge
import FlowsShell
import PlatformFakes
import Testing

/// The router the shell drives when an app runs through the bridge: it reads and moves the
/// app's router through a ``NavigationBridge``, and makes the shell's platform moves (`:back`,
/// `:back --cancel`, `:dismiss`, `:tab`) as the person would, on a fake UIKit platform that
/// reports them to the bridge.
@MainActor
final class BridgedShellRouter: ShellRouter {
  let bridge: NavigationBridge
  let platform: FakePlatform
  private var refusals = 0

  init(router: StackRouter) {
    bridge = NavigationBridge(router: router)
    platform = FakePlatform(bridge: bridge)
    // The router outlives this one only within a run; the handler then does nothing.
    _ = router.observe { [weak self] event in
      if case .leaveRefused = event { self?.refusals += 1 }
    }
  }

  // MARK: - The platform's moves, made on the fake platform

  func goBack() throws(RouterError) {
    try platformMove {
      platform.top?.tapBackButton() ?? false
    } or: { () throws(RouterError) in
      try bridge.router.goBack()
    }
  }

  @discardableResult
  func beginInteractivePop() throws(RouterError) -> RouterEntry {
    let top = bridge.router.topEntry
    var entry: RouterEntry?
    try platformMove {
      platform.top?.beginEdgeSwipe() ?? false
    } or: { () throws(RouterError) in
      entry = try bridge.router.beginInteractivePop()
    }
    guard let popped = entry ?? top else { throw .nothingToPop }
    return popped
  }

  func cancelInteractivePop() throws(RouterError) {
    guard let top = platform.top, top.isSwiping else {
      return try bridge.router.cancelInteractivePop()
    }
    top.endEdgeSwipe(cancelled: true)
  }

  func swipeToDismiss() throws(RouterError) {
    try platformMove {
      platform.presentations.last?.swipeDown() ?? false
    } or: {
      () throws(RouterError) in
      try bridge.router.swipeToDismiss()
    }
  }

  var tabNames: [String] { bridge.router.tabNames }

  func tapTab(_ tab: String) throws(RouterError) {
    try platformMove {
      platform.tabBar?.tap(tab) ?? false
    } or: { () throws(RouterError) in
      try bridge.router.tapTab(tab)
    }
  }

  /// Makes a move on the platform; when the platform cannot make it and no guard refused it,
  /// makes it on the router, which says why, as the shell prints.
  private func platformMove(
    _ made: () -> Bool, or onRouter: () throws(RouterError) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws(RouterError) {
    let refusalsBefore = refusals
    guard !made(), refusals == refusalsBefore else { return }
    try onRouter()
    Issue.record("the platform refused a move the router made", sourceLocation: sourceLocation)
  }

  // MARK: - Reading and the navigation verbs, through the bridge

  var topScreen: (any Presentable)? { bridge.router.topScreen }
  var stack: RouterStack { bridge.stack }
  var ownedEntries: [OwnedRouterEntry] { bridge.ownedEntries }
  var ownedTabSet: OwnedTabSet? { bridge.ownedTabSet }
  var nextEntryID: RouterEntry.ID { bridge.nextEntryID }
  var isTransitionInFlight: Bool { bridge.isTransitionInFlight }
  var queuedCallCount: Int { bridge.queuedCallCount }

  func screen(for id: RouterEntry.ID) -> (any Presentable)? { bridge.screen(for: id) }

  func observe(_ handler: @escaping @MainActor (RouterEvent) -> Void) -> RouterObservation {
    bridge.observe(handler)
  }

  func push(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome {
    bridge.push(screen, owner: owner, animated: animated, onPop: onPop)
  }

  func pop(animated: Bool) throws(RouterError) { try bridge.pop(animated: animated) }

  func popToRoot(animated: Bool) { bridge.popToRoot(animated: animated) }

  var underlyingRouter: any Router { bridge.underlyingRouter }

  func pop(to id: RouterEntry.ID, animated: Bool) throws(RouterError) {
    try bridge.pop(to: id, animated: animated)
  }

  func setRoot(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome {
    bridge.setRoot(screen, owner: owner, animated: animated, onPop: onPop)
  }

  func present(
    _ screen: any Presentable, owner: (any FlowCoordinator)?, animated: Bool,
    onPop: (@MainActor () -> Void)?
  ) -> EntryOutcome {
    bridge.present(screen, owner: owner, animated: animated, onPop: onPop)
  }

  func dismiss(animated: Bool) throws(RouterError) { try bridge.dismiss(animated: animated) }

  func popFlow(_ coordinator: any FlowCoordinator, animated: Bool) {
    bridge.popFlow(coordinator, animated: animated)
  }
}
