import Coordinator
import FlowsShell

extension ShelfAppCoordinator {
  /// The selected tab and every tab's path; `nil` during the onboarding.
  var savedState: SavedShelfState? {
    guard let tabs, let selected = router.selectedTab else { return nil }
    let paths = tabs.startedFlows.map { tab, flow in
      let below = navigation.path(shownBy: flow)
      // A modal is not kept: the tab is saved as it is under it.
      if tab == .books && below.key(at: 0, as: BooksFlowCoordinator.Key.self) == .add {
        return "/books"
      }
      return "/\(tab.rawValue)" + (below.isEmpty ? "" : below.description)
    }
    return SavedShelfState(selected: selected, tabs: paths)
  }

  /// Opens every saved tab's path, the selected tab's last, so that each tab's stack is back
  /// and the selected tab shows.
  ///
  /// - Throws: the error of the first path that cannot be opened; the others are opened.
  func restore(_ state: SavedShelfState) throws(ShellAppError) {
    let selected = state.tabs.filter {
      $0 == "/\(state.selected)" || $0.hasPrefix("/\(state.selected)/")
    }
    var failure: ShellAppError?
    for path in state.tabs.filter({ !selected.contains($0) }) + selected {
      do {
        _ = try open(path: path)
      } catch {
        failure = failure ?? error
      }
    }
    if let tab = ShelfTab(rawValue: state.selected) {
      if selected.isEmpty {
        tabs?.select(tab, animated: false)
      }
    } else {
      failure = failure ?? ShellAppError("the saved tab \"\(state.selected)\" is no tab of the app")
    }
    if let failure { throw failure }
  }
}
