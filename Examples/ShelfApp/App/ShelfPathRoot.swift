import Coordinator

/// The root of the shelf app's paths: resolves their first key, a tab or `welcome`.
///
/// A small object holding the app weakly, so that the app and its ``NavigationRouter`` do not
/// hold each other. A tab's key selects the tab and goes on with its flow; `welcome` is shown
/// during the onboarding and opened by no link.
@MainActor
final class ShelfPathRoot: PathCoordinator {
  weak var app: ShelfAppCoordinator?

  var name: String { "ShelfAppCoordinator" }

  var shownKeys: [ShelfKey] {
    guard let app else { return [] }
    if app.onboarding != nil { return [.welcome] }
    guard let name = app.router.selectedTab, let tab = ShelfTab(rawValue: name), app.tabs != nil
    else { return [] }
    return [ShelfKey(tab)]
  }

  var shownChild: (any PathCoordinator)? {
    guard let key = shownKeys.last, let tab = key.tab else { return nil }
    return app?.tabs?.flow(for: tab)
  }

  func item(for key: ShelfKey) -> NavigationItem? {
    guard let tab = key.tab else {
      // Welcome only as it is shown: no link starts the onboarding.
      guard let onboarding = app?.onboarding else { return nil }
      return NavigationItem(self, screen: onboarding, endsPath: true) { _, _, _, completion in
        completion()
      } pop: { _, _, _, completion in
        completion()
      }
    }
    guard let tabs = app?.tabs else { return nil }
    return NavigationItem(self, tab: tabs.flow(for: tab)) { animated, _, _, completion in
      tabs.select(tab, animated: animated)
      completion()
    }
  }
}
