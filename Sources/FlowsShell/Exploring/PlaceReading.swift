import Coordinator

/// What an explorer reads of an app where it is: the key that identifies the place, the place
/// as the map shows it, and what is wrong with its screens and flows there.
@MainActor
struct PlaceReading {
  let app: any ShellApp
  let router: any ShellRouter
  /// The app's tasks asleep on the explorer's clock, as `FLOW, started at FILE:LINE`: a
  /// request in flight, a timer set.
  let waiting: [String]

  init(_ app: any ShellApp, waiting: [String] = []) {
    self.app = app
    router = app.router
    self.waiting = waiting
  }

  /// What tells this place from another for the explorer: the ``key``, and the work that
  /// waits on the clock there, which a `:wait` ends (the same screens with a request in flight
  /// are another place for the person, who sees it run).
  var placeKey: String {
    waiting.isEmpty ? key : key + "\nwaiting: " + waiting.joined(separator: "; ")
  }

  /// The tree, every stack and the path, without entry ids, which depend on the history:
  /// two scripts that show the same screens in the same flows reach the same place, whatever
  /// order they started the flows in (tabs visited in another order, say).
  var key: String {
    Self.names(of: app.rootCoordinator) + "\n" + Self.stacks(router.stack) + "\n"
      + (app.currentPath?.description ?? "-")
  }

  /// `coordinator`'s name and, in parentheses, its children's, each sorted among its siblings.
  static func names(of coordinator: any FlowCoordinator) -> String {
    let children = coordinator.childCoordinators
    guard !children.isEmpty else { return coordinator.name }
    return coordinator.name + "(" + children.map(names(of:)).sorted().joined(separator: ", ")
      + ")"
  }

  /// The screens the person sees on the top level under any dialog, by name, and the path:
  /// what `:open` of the path must show again (a dialog is asked, never linked to).
  var shown: String {
    let top = router.stack.levels.last { !($0.first?.isDialog ?? false) } ?? []
    return top.map(\.screen).joined(separator: ", ") + " at "
      + (app.currentPath?.description ?? "-")
  }

  /// The place, numbered `id` and reached by `script`, as the map shows it.
  func place(id: Int, script: [String]) -> ExplorationMap.Place {
    let stack = router.stack
    let top = stack.top
    let owner = top.flatMap { top in router.ownedEntries.first { $0.entry.id == top.id }?.owner }
    return ExplorationMap.Place(
      id: id, screen: top?.screen ?? "(none)", flow: owner?.name ?? "(none)",
      path: app.currentPath?.description,
      tree: CoordinatorTree(app.rootCoordinator, router: router).render(.text),
      stacks: stack.description, script: script)
  }

  /// Every coordinator in the tree now, root first.
  var coordinators: [any FlowCoordinator] {
    var found: [any FlowCoordinator] = []
    var pending: [any FlowCoordinator] = [app.rootCoordinator]
    while let node = pending.popLast() {
      found.append(node)
      pending.append(contentsOf: node.childCoordinators.reversed())
    }
    return found
  }

  /// The screens on the router now.
  var screens: [any Presentable] {
    router.ownedEntries.compactMap { router.screen(for: $0.entry.id) }
  }

  /// A sentence for each screen on a stack whose owner is gone or not in the tree.
  func unownedScreens() -> [String] {
    let tree = Set(coordinators.map(ObjectIdentifier.init))
    return router.ownedEntries.filter { !$0.isLeaving }.compactMap { owned in
      // By name: ids depend on the history, and the same break is reported once.
      let entry = owned.entry.screen
      guard let owner = owned.owner else {
        return owned.entry.owner.map { "\(entry) belongs to \($0), which was released" }
      }
      guard tree.contains(ObjectIdentifier(owner)) else {
        return "\(entry) belongs to \(owner.name), which is not in the tree"
      }
      return nil
    }
  }

  /// The stacks as `:stack` prints them, without the entries' ids.
  static func stacks(_ stack: RouterStack) -> String {
    var lines: [String] = []
    for tab in stack.tabs ?? [] {
      let mark = tab.name == stack.selectedTab ? "*" : ""
      lines.append("tab \(tab.name)\(mark): " + tab.entries.map(\.screen).joined(separator: ", "))
    }
    for (index, level) in stack.levels.enumerated() where stack.tabs == nil || index > 0 {
      lines.append("level \(index): " + level.map(\.screen).joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }
}
