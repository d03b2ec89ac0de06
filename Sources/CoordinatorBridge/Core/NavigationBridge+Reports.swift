public import Coordinator

// What the platform did by itself, told to the router: each report first writes down what the
// platform now shows, then makes the router's platform move, then shows the router's stack,
// which hands out no command when the router agreed and brings back what it refused.

extension NavigationBridge {
  /// Whether the platform may begin `move` now; asked where the platform asks (UIKit's
  /// `navigationBar(_:shouldPop:)`, through
  /// ``navigationBarShouldPop(screenCount:itemCount:popScreen:)``,
  /// `gestureRecognizerShouldBegin(_:)`, `presentationControllerDidAttemptToDismiss(_:)`
  /// through ``didAttemptToDismiss(_:)``, `tabBarController(_:shouldSelect:)`).
  ///
  /// No while a transition runs (the router's, or a command's animation on the platform), a
  /// dialog is up, or there is nothing to move. When a
  /// `LeaveGuard` refuses, the bridge makes the move on the router all the same, which
  /// refuses it again, reports `RouterEvent/leaveRefused(_:_:reason:)` and lets the guard
  /// ask its question; the platform is told no.
  public func shouldBegin(_ move: PlatformMove) -> Bool {
    reselectingTab = nil
    guard let request = leaveRequest(for: move) else { return false }
    guard let request else { return true }
    if case .stay = router.leaveDecision(for: request) {
      try? applyReport { () throws(RouterError) in try makeOnRouter(move) }
      return false
    }
    if case .tabTap(let tab) = move {
      reselectingTab = tab
    }
    return true
  }

  /// Whether the guards would let `move` begin now, asking them without telling them; for a
  /// platform that can only disable a gesture beforehand (SwiftUI's
  /// `interactiveDismissDisabled(_:)`).
  public func wouldAllow(_ move: PlatformMove) -> Bool {
    guard let request = leaveRequest(for: move) else { return false }
    guard let request else { return true }
    return router.leaveDecision(for: request) == .leave
  }

  /// The request the guards are asked about for `move`: `nil` when the move cannot begin, and
  /// `.some(nil)` when it begins unasked (a tap on another tab).
  private func leaveRequest(for move: PlatformMove) -> LeaveRequest?? {
    // The platform's own animations count too: an `.immediate` router is done at once, and a
    // UIKit gesture begun during a push corrupts the navigation controller.
    guard !router.isTransitionInFlight, unfinishedCommandCount == 0, shown.dialog == nil else {
      return nil
    }
    switch move {
    case .back:
      return shown[shown.topPlace].count > 1 ? .interactivePop : nil
    case .swipeDown:
      return shown.presented.isEmpty ? nil : .swipeDown
    case .tabTap(let tab):
      guard shown.presented.isEmpty, shown.tabs.contains(where: { $0.name == tab }) else {
        return nil
      }
      return tab == shown.selectedTab ? .tabReselected : .some(nil)
    }
  }

  /// The number of screens on the router's top stack.
  private var topCount: Int { router.stack.levels.last?.count ?? 0 }

  private func makeOnRouter(_ move: PlatformMove) throws(RouterError) {
    switch move {
    case .back: try router.goBack()
    case .swipeDown: try router.swipeToDismiss()
    case .tabTap(let tab): try router.tapTab(tab)
    }
  }

  /// A navigation controller shows `ids` at `place` after a transition (UIKit's
  /// `navigationController(_:didShow:animated:)`, a SwiftUI path written).
  ///
  /// The stack a command set, or one a cancelled swipe left as it was, moves nothing. Fewer
  /// screens on the top stack is the back button, or its long-press menu going back several:
  /// one `StackRouter/goBack()` per screen, each asking the guards, or the end of an edge
  /// swipe, or the pop to the root of a re-tapped tab. Anything else the platform showed by
  /// itself (a push the router did not make) is taken back.
  public func didShow(_ ids: [RouterEntry.ID], in place: PlatformPlace) throws(RouterError) {
    let before = shown[place]
    guard ids != before else {
      if swipingPlace == place {
        try interactivePopDidEnd(cancelled: true)
      }
      return
    }
    let wentBack =
      place == shown.topPlace && !ids.isEmpty && ids.count < before.count
      && before.starts(with: ids)
    if wentBack, swipingPlace == place, ids.count == before.count - 1 {
      try interactivePopDidEnd(cancelled: false)
    } else if wentBack, case .tab(let tab) = place, reselectingTab == tab, ids.count == 1 {
      try didTapTab(tab)
    } else if wentBack {
      try applyReport { () throws(RouterError) in
        shown[place] = ids
        var count = topCount
        while count > ids.count {
          try router.goBack()
          guard topCount < count else { break }  // a guard refused: the rest stays too
          count = topCount
        }
      }
    } else {
      try applyReport { shown[place] = ids }
    }
  }

  /// An edge swipe began dragging the top screen away.
  public func interactivePopDidBegin() throws(RouterError) {
    try router.beginInteractivePop()
    swipingPlace = shown.topPlace
  }

  /// The edge swipe ended: the screen went back (its `onPop` runs) or, `cancelled`, stayed.
  ///
  /// A guard that refuses at the end keeps the screen: the bridge brings it back.
  public func interactivePopDidEnd(cancelled: Bool) throws(RouterError) {
    guard let place = swipingPlace else { throw .noInteractivePop }
    swipingPlace = nil
    if cancelled {
      try router.cancelInteractivePop()
      return
    }
    try applyReport { () throws(RouterError) in
      shown[place] = shown[place].dropLast()
      try router.finishInteractivePop()
    }
  }

  /// The person swiped presented `level` down, and the platform dismissed it (UIKit's
  /// `presentationControllerDidDismiss(_:)`, a SwiftUI sheet's item set to `nil`).
  ///
  /// Only the top level can be swiped down; a refused swipe-down presents the level again.
  public func didDismiss(level: Int) throws(RouterError) {
    try applyReport { () throws(RouterError) in
      guard level == shown.presented.count, level > 0 else { return }
      shown.presented.removeLast()
      try router.swipeToDismiss()
    }
  }

  /// The person tapped `tab` on the tab bar (UIKit's `tabBarController(_:didSelect:)`, a
  /// SwiftUI `TabView` selection written, the same tab again included).
  ///
  /// Another tab becomes selected; the selected one pops to its root, as the platform does,
  /// unless a guard refuses, and then the bridge brings its screens back.
  public func didTapTab(_ tab: String) throws(RouterError) {
    reselectingTab = nil
    try applyReport { () throws(RouterError) in
      if tab == shown.selectedTab {
        shown[.tab(tab)] = Array(shown[.tab(tab)].prefix(1))
      } else if shown.tabs.contains(where: { $0.name == tab }) {
        shown.selectedTab = tab
      }
      try router.tapTab(tab)
    }
  }
}
