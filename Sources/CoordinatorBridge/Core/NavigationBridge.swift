public import Coordinator

/// The platform-neutral half of a UIKit or SwiftUI bridge: it shows a `StackRouter` on the
/// platform with ``PlatformCommand``s, and turns what the platform did by itself into the
/// router's platform moves.
///
/// Every decision of a bridge is here, where tests can make it: which commands show a change,
/// which callback means which move, when to ask the guards, and what to show again when the
/// router refused a move the platform had already made. The platform layer only runs the
/// commands it is handed and forwards its callbacks:
///
/// - what the router did: each change becomes commands, given to the closure of
///   ``display(_:)``; with `TransitionStyle/manual` the router holds each change until the
///   platform reports every command's animation ended with ``commandDidFinish()``, and calls
///   made meanwhile (a deep link during an animation) wait behind it;
/// - what the platform did: ``didShow(_:in:)`` (the back button and its menu),
///   ``interactivePopDidBegin()`` and ``interactivePopDidEnd(cancelled:)`` (the edge swipe),
///   ``didDismiss(level:)`` (a swipe-down), ``didTapTab(_:)`` (the tab bar), each asked first
///   with ``shouldBegin(_:)`` where the platform asks.
///
/// The bridge is a `Router` and an `InspectableRouter` that forwards to ``router``, so the
/// app can hand it to its coordinators and tests to the tester and tree snapshots.
@MainActor
public final class NavigationBridge {
  /// The router whose stack the platform shows.
  public let router: StackRouter
  /// What the platform shows, as far as its commands and reports tell.
  public internal(set) var shown = PlatformScreens()
  /// Commands handed out whose end the platform has not reported with ``commandDidFinish()``.
  public private(set) var unfinishedCommandCount = 0

  private var perform: (@MainActor (PlatformCommand) -> Void)?
  /// Set while a report changes the router: its events are shown once, at the end.
  private var isApplyingReport = false
  /// Whether an event skipped during a report replaced the root.
  private var replacedRootDuringReport = false
  /// Whether the events skipped during a report were animated: none were, or one was.
  private var animatedDuringReport: Bool?
  /// The stack an edge swipe is dragging, from its beginning to its end.
  var swipingPlace: PlatformPlace?
  /// The selected tab re-tapped with the guards' consent, whose pop to its root is coming.
  var reselectingTab: String?

  /// A bridge over `router`; it shows nothing until ``display(_:)``.
  public init(router: StackRouter) {
    self.router = router
    // Released, the bridge stops observing at the router's next event.
    let slot = ObservationSlot()
    slot.observation = router.observe { [weak self] event in
      guard let self else { return slot.cancel() }
      routerDidChange(event)
    }
  }

  /// Starts handing `perform` the commands of every change, first those that show the
  /// router's stack as it is now.
  ///
  /// A platform displayed before is forgotten with the commands it had not finished, so that
  /// a transition held for them completes once the new one shows the stack.
  public func display(_ perform: @escaping @MainActor (PlatformCommand) -> Void) {
    self.perform = perform
    shown = PlatformScreens()
    unfinishedCommandCount = 0
    show(replacingRoot: false, animated: false)
  }

  /// The platform ran a command to its end (its animation finished); once every command of a
  /// held `TransitionStyle/manual` transition has, the router completes it and runs the
  /// calls queued behind it. Report every command, whatever the transition style: no move of
  /// the person begins while one runs (``shouldBegin(_:)``).
  public func commandDidFinish() {
    guard unfinishedCommandCount > 0 else { return }
    unfinishedCommandCount -= 1
    completeHeldTransition()
  }

  /// The screen of entry `id`, which a command names; `nil` once it has left the router.
  public func screen(for id: RouterEntry.ID) -> (any Presentable)? { router.screen(for: id) }

  private func routerDidChange(_ event: RouterEvent) {
    let replacesRoot: Bool
    let animated: Bool
    switch event {
    case .interactivePopBegan, .interactivePopCancelled, .leaveRefused, .rejected:
      return  // nothing moved
    case .rootReplaced(_, _, let isAnimated), .tabsSet(_, _, _, let isAnimated):
      (replacesRoot, animated) = (true, isAnimated)
    case .pushed(_, let isAnimated), .presented(_, let isAnimated),
      .popped(_, let isAnimated, _), .dismissed(_, let isAnimated, _),
      .tabSelected(_, _, let isAnimated):
      (replacesRoot, animated) = (false, isAnimated)
    }
    guard !isApplyingReport else {
      replacedRootDuringReport = replacedRootDuringReport || replacesRoot
      animatedDuringReport = (animatedDuringReport ?? false) || animated
      return
    }
    show(replacingRoot: replacesRoot, animated: animated)
  }

  /// Hands out the commands that make the platform show the router's stack.
  func show(replacingRoot: Bool, animated: Bool) {
    guard let perform else { return }
    let target = PlatformScreens(router.stack)
    let commands = shown.commands(
      toShow: target, replacingRoot: replacingRoot, animated: animated,
      dialogContent: target.dialog.flatMap { (screen(for: $0) as? DialogScreen)?.content })
    shown = target
    unfinishedCommandCount += commands.count
    for command in commands {
      perform(command)
    }
    completeHeldTransition()
  }

  /// Completes a transition the router holds once the platform shows all of it.
  private func completeHeldTransition() {
    guard unfinishedCommandCount == 0, swipingPlace == nil, router.transitionStyle == .manual,
      router.isTransitionInFlight
    else { return }
    try? router.completeTransition()
  }

  /// Runs `report`, which tells the router what the platform did, and then shows the router's
  /// stack once: nothing when the router agreed, or what brings back what it refused.
  func applyReport(_ report: () throws(RouterError) -> Void) throws(RouterError) {
    isApplyingReport = true
    replacedRootDuringReport = false
    animatedDuringReport = nil
    defer {
      isApplyingReport = false
      show(replacingRoot: replacedRootDuringReport, animated: animatedDuringReport ?? true)
    }
    try report()
  }
}
