import Coordinator
import MVVM

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

  /// What tells this place from another for the explorer: the ``key``, what each screen on
  /// the stacks shows (``states``), and the work that waits on the clock there, which a
  /// `:wait` ends (the same screens with a request in flight are another place for the person,
  /// who sees it run). A form filled in over several lines is as many places.
  var placeKey: String {
    let shown = key + "\n" + states
    return waiting.isEmpty ? shown : shown + "\nwaiting: " + waiting.joined(separator: "; ")
  }

  /// What each screen on the stacks shows, one line each in the order of ``stacks(_:)``: the
  /// state it declares (`Editor: (title: "Dune", …)`), or, for a screen that declares none,
  /// what it says (`Home says: Welcome.`); a screen that does neither has no line.
  var states: String {
    router.stack.entries.compactMap { entry in
      guard let screen = router.screen(for: entry.id) else { return nil }
      if let state = DeclaredState(of: screen) {
        return entry.screen + ": " + state.fields.inlineText
      }
      let messages = (screen as? any ShellScreen)?.messages ?? []
      return messages.isEmpty ? nil : entry.screen + " says: " + messages.joined(separator: " / ")
    }.joined(separator: "\n")
  }

  /// The tree, every stack and the path, without entry ids, which depend on the history:
  /// two scripts that show the same screens in the same flows reach the same place, whatever
  /// order they started the flows in (tabs visited in another order, say).
  var key: String { key(levels: router.stack.levels.count) }

  /// The ``key`` of the place without its levels from `count` on, nor the flows that own only
  /// screens on those: what a path or a saved state that brings back `count` levels promises.
  /// A level an app presents beside its paths (a compose sheet) is part of the place, but no
  /// path brings it back.
  func key(levels count: Int) -> String {
    var stack = router.stack
    var beside: Set<ObjectIdentifier> = []
    if count < stack.levels.count {
      let dropped = Set(stack.levels[count...].flatMap { $0.map(\.id) })
      var owners: [ObjectIdentifier: Bool] = [:]
      for owned in router.ownedEntries {
        guard let owner = owned.owner else { continue }
        let id = ObjectIdentifier(owner)
        owners[id] = (owners[id] ?? true) && dropped.contains(owned.entry.id)
      }
      beside = Set(owners.filter(\.value).keys)
      stack.levels = Array(stack.levels.prefix(max(count, 1)))
    }
    return Self.names(of: app.rootCoordinator, leaving: beside) + "\n" + Self.stacks(stack)
      + "\n" + (app.currentPath?.description ?? "-")
  }

  /// `coordinator`'s name and, in parentheses, its children's, each sorted among its siblings;
  /// a flow in `leaving` and those under it are left out.
  static func names(
    of coordinator: any FlowCoordinator, leaving: Set<ObjectIdentifier> = []
  ) -> String {
    let children = coordinator.childCoordinators.filter {
      !leaving.contains(ObjectIdentifier($0))
    }
    guard !children.isEmpty else { return coordinator.name }
    let named = children.map { Self.names(of: $0, leaving: leaving) }.sorted()
    return coordinator.name + "(" + named.joined(separator: ", ") + ")"
  }

  /// The levels that are not dialogs, bottom first: a dialog is asked, never linked to.
  var pageLevels: [[RouterEntry]] {
    router.stack.levels.filter { !($0.first?.isDialog ?? false) }
  }

  /// The screens the person sees on the top level under any dialog, by name, and the path:
  /// what `:open` of the path must show again.
  var shown: String { shown(levels: pageLevels.count) }

  /// ``shown`` as far as the first `count` levels that are not dialogs: what a link that
  /// brings back `count` levels must show.
  func shown(levels count: Int) -> String {
    let top = pageLevels.prefix(max(count, 1)).last ?? []
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
      stacks: stack.description, script: script, states: states)
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
