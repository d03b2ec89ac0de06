import Coordinator
import FlowsShell

extension ShelfAppCoordinator {
  /// The selected tab and every tab's path; ``SavedShelfState/welcome`` during the onboarding.
  var savedState: SavedShelfState? {
    guard let tabs, let selected = router.selectedTab else { return .welcome }
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
  /// A saved screen that no longer opens (its book deleted, or no longer among its search's
  /// results) is dropped with the screens above it on its stack; the rest of that stack, every
  /// other stack and the selection are restored.
  ///
  /// - Throws: an error naming what was dropped, and why, once the rest is restored.
  func restore(_ state: SavedShelfState) throws(ShellAppError) {
    // Saved at Welcome: the shelf file says where the app starts.
    guard let selectedName = state.selected else { return }
    let selected = state.tabs.filter {
      $0 == "/\(selectedName)" || $0.hasPrefix("/\(selectedName)/")
    }
    var dropped: [String] = []
    for path in state.tabs.filter({ !selected.contains($0) }) + selected {
      if let problem = openAsMuchAsOpens(path) {
        dropped.append(problem)
      }
    }
    if let tab = ShelfTab(rawValue: selectedName) {
      tabs?.select(tab, animated: false)
    } else {
      dropped.append("the saved tab \"\(selectedName)\" is no tab of the app")
    }
    if !dropped.isEmpty {
      throw ShellAppError(dropped.joined(separator: "; "))
    }
  }

  /// Opens `path`, or the longest part of it that opens; `nil` when all of it opened, else
  /// what was dropped and why.
  private func openAsMuchAsOpens(_ path: String) -> String? {
    var components = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    var firstError: ShellAppError?
    while !components.isEmpty {
      let attempt = "/" + components.joined(separator: "/")
      do {
        _ = try open(path: attempt)
        guard let firstError else { return nil }
        return "\(path) no longer opens (\(firstError)); restored \(attempt)"
      } catch {
        firstError = firstError ?? error
        components.removeLast()
      }
    }
    return "\(path) no longer opens (\(firstError.map(String.init(describing:)) ?? "no tab")); "
      + "dropped it"
  }
}
