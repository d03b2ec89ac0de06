import Coordinator

/// The app is the root of its paths: it resolves their first key, a tab or `welcome`. Its
/// ``ShelfAppCoordinator/navigation`` holds it weakly, so owning that router closes no cycle.
///
/// A tab's key selects the tab and goes on with its flow; `welcome` is shown during the
/// onboarding and opened by no link.
extension ShelfAppCoordinator: PathCoordinator {
  var shownKeys: [ShelfKey] {
    if onboarding != nil { return [.welcome] }
    guard let name = router.selectedTab, let tab = ShelfTab(rawValue: name), tabs != nil
    else { return [] }
    return [ShelfKey(tab)]
  }

  /// The tabs started, in the tab bar's order: those a snapshot keeps the paths of.
  var shownTabKeys: [ShelfKey] {
    tabs?.startedFlows.map { ShelfKey($0.tab) } ?? []
  }

  var shownChild: (any PathCoordinator)? {
    guard let key = shownKeys.last, let tab = key.tab else { return nil }
    return tabs?.flow(for: tab)
  }

  func item(for key: ShelfKey) -> NavigationItem? {
    guard let tab = key.tab else {
      // Welcome only as it is shown: no link starts the onboarding.
      guard let onboarding else { return nil }
      return NavigationItem(self, screen: onboarding, endsPath: true) { _, _, _, completion in
        completion()
      } pop: { _, _, _, completion in
        completion()
      }
    }
    guard let tabs else { return nil }
    return NavigationItem(self, tab: tabs.flow(for: tab)) { animated, _, _, completion in
      tabs.select(tab, animated: animated)
      completion()
    }
  }
}
