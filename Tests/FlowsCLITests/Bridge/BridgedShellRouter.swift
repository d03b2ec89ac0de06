#if canImport(PlatformLayers)
  import Coordinator
  import CoordinatorBridge
  import FlowsShell
  import Foundation
  @testable import PlatformLayers
  import UIKit

  /// The router the shell drives when an app runs through the bridge: it reads and moves the
  /// app's router through the real `NavigationHost`'s ``NavigationBridge``, and makes the
  /// shell's platform moves (`:back`, `:back --cancel`, `:dismiss`, `:tab`) as the person
  /// would, on the stand-in UIKit controllers the host shows in a window.
  ///
  /// The sample apps' screens are not view controllers: the host shows each in a
  /// ``ScreenController`` it makes for it.
  @MainActor
  final class BridgedShellRouter: ShellRouter {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let host: NavigationHost
    var bridge: NavigationBridge { host.bridge }
    /// What went wrong on the platform, for the run's log: a move the platform refused and
    /// the router made.
    private var failures: [String] = []
    private var refusals = 0
    /// The app's root flow, which starts the task that waits for the main queue.
    weak var root: BaseCoordinator?
    /// Whether what was sent to the main queue may not have run yet.
    private(set) var awaitsMainQueue = false

    init(router: StackRouter) {
      host = NavigationHost(window: window, router: router) { ScreenController($0) }
      // The router outlives this one only within a run; the handler then does nothing.
      _ = router.observe { [weak self] event in
        if case .leaveRefused = event { self?.refusals += 1 }
      }
    }

    /// The navigation controller the person acts on: the top presented one, or else the
    /// selected tab's or the root one.
    var top: UINavigationController? {
      var controller = window.rootViewController
      while let presented = controller?.presentedViewController,
        !(presented is UIAlertController)
      {
        controller = presented
      }
      return ((controller as? UITabBarController)?.selectedViewController ?? controller)
        as? UINavigationController
    }

    /// Returns what went wrong on the platform since the last call.
    func takeFailures() -> [String] {
      defer { failures = [] }
      return failures
    }

    /// What the window shows, in the bridge's terms.
    var shown: PlatformScreens { PlatformScreens(window: window, host: host) }

    // MARK: - The platform's moves, made on the stand-in controllers

    func goBack() throws(RouterError) {
      try platformMove("the back button") {
        // The host answers the bar no and pops after its answer, on the main queue, which the
        // line's rest lets run: the move is made when the guards allowed it, and a pop the
        // host failed to make shows in the transcript.
        guard let top, top.viewControllers.count > 1 else { return false }
        let allowed = bridge.wouldAllow(.back)
        _ = top.tapBackButton()
        letMainQueueRun()
        return allowed
      } or: { () throws(RouterError) in
        try bridge.router.goBack()
      }
    }

    @discardableResult
    func beginInteractivePop() throws(RouterError) -> RouterEntry {
      let popped = bridge.router.topEntry
      try platformMove("the edge swipe") {
        top?.beginEdgeSwipe() ?? false
      } or: { () throws(RouterError) in
        _ = try bridge.router.beginInteractivePop()
      }
      guard let popped else { throw .nothingToPop }
      return popped
    }

    func cancelInteractivePop() throws(RouterError) {
      guard let top, top.transitionCoordinator?.isInteractive == true else {
        return try bridge.router.cancelInteractivePop()
      }
      top.endEdgeSwipe(cancelled: true)
      letMainQueueRun()
    }

    func swipeToDismiss() throws(RouterError) {
      try platformMove("the swipe down") {
        top?.presentationController?.swipeDown() ?? false
      } or: { () throws(RouterError) in
        try bridge.router.swipeToDismiss()
      }
    }

    var tabNames: [String] { bridge.router.tabNames }

    func tapTab(_ tab: String) throws(RouterError) {
      try platformMove("the tab bar") {
        let tabBar = window.rootViewController as? UITabBarController
        let stack = tabBar?.viewControllers?.first {
          ($0 as? HostedNavigationController)?.place == .tab(tab)
        }
        return stack.flatMap { tabBar?.tap($0) } ?? false
      } or: { () throws(RouterError) in
        try bridge.router.tapTab(tab)
      }
    }

    /// Makes a move on the platform; when the platform cannot make it and no guard refused it,
    /// makes it on the router, which says why, as the shell prints. A move the router makes
    /// then is a failure of the platform's.
    private func platformMove(
      _ name: String, _ made: () -> Bool, or onRouter: () throws(RouterError) -> Void
    ) throws(RouterError) {
      let refusalsBefore = refusals
      guard !made(), refusals == refusalsBefore else { return }
      try onRouter()
      failures.append("\(name) did nothing, and the router made the move")
    }

    /// Lets what was sent to the main queue run before the line answers: a task of the app's
    /// root, queued after it, which the line's rest waits for. A line of the shell runs inside
    /// a main-queue job, where the queue cannot be drained.
    func letMainQueueRun() {
      guard let root else { return }
      awaitsMainQueue = true
      root.startTask { [weak self] in self?.awaitsMainQueue = false }
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
#endif
