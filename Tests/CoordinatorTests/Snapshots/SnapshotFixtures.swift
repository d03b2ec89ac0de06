import Coordinator

/// A tab's flow for the snapshot tests: its list, and the records pushed over it, each a key;
/// a record not in ``SnapshotShelf/records`` no longer resolves, as a deleted one would not.
/// Over a record, `draft` is a form whose draft is not kept: a snapshot ends before it.
@MainActor
final class RecordsFlow: BaseCoordinator, PathCoordinator {
  enum Key: PathKey {
    case record(Int)
    case draft

    var pathComponent: String {
      switch self {
      case .record(let number): String(number)
      case .draft: "draft"
      }
    }

    init?(pathComponent: String) {
      if pathComponent == "draft" {
        self = .draft
      } else if let number = Int(pathComponent), number > 0 {
        self = .record(number)
      } else {
        return nil
      }
    }
  }

  let title: String
  let router: any Router
  let shelf: SnapshotShelf
  private var shown: [(key: Key, screen: TestScreen)] = []

  init(_ title: String, router: any Router, shelf: SnapshotShelf) {
    self.title = title
    self.router = router
    self.shelf = shelf
  }

  override var name: String { title }

  override func start() {
    super.start()
    router.push(TestScreen(title), owner: self) { [weak self] in self?.finish() }
  }

  var shownKeys: [Key] { shown.map(\.key) }

  func isRestorable(_ key: Key) -> Bool { key != .draft }

  func item(for key: Key) -> NavigationItem? {
    if case .record(let number) = key, !shelf.records.contains(number) {
      return nil
    }
    let screen = shown.first { $0.key == key }?.screen ?? TestScreen(key.pathComponent)
    return NavigationItem(self, screen: screen, endsPath: key == .draft) {
      animated, source, screen, completion in
      source.shown.append((key, screen))
      source.router.push(screen, owner: source, animated: animated) { [weak source] in
        source?.shown.removeAll { $0.screen === screen }
      }
      completion()
    } pop: { animated, source, _, completion in
      try? source.router.pop(animated: animated)
      completion()
    }
  }
}

/// The records that exist, shared by an app's flows.
@MainActor
final class SnapshotShelf {
  var records: Set<Int>

  init(records: Set<Int>) {
    self.records = records
  }
}

/// The root of a tabbed app with paths: tabs `a`, `b` and `c`, each a ``RecordsFlow``.
@MainActor
final class SnapshotApp: BaseCoordinator, PathCoordinator {
  enum Key: String, PathKey, CaseIterable {
    case a, b, c
  }

  let router = StackRouter()
  let shelf: SnapshotShelf
  private(set) var flows: [Key: RecordsFlow] = [:]
  lazy var navigation = PathNavigator(root: self, isJournaling: true)

  init(records: Set<Int> = Set(1...9)) {
    shelf = SnapshotShelf(records: records)
  }

  override func start() {
    super.start()
    router.setTabs(Key.allCases.map(\.rawValue), selected: "a", owner: self, animated: false) {
      [weak self] tab in
      guard let self, let key = Key(rawValue: tab) else { return }
      let flow = self.flow(for: key)
      if flow.lifecycle == .idle {
        self.startChild(flow, on: flow.router)
      }
    }
  }

  /// The tab's flow, made once, started the first time its tab shows.
  private func flow(for key: Key) -> RecordsFlow {
    if let flow = flows[key] { return flow }
    let flow = RecordsFlow(
      key.rawValue.uppercased(), router: router.router(forTab: key.rawValue)!, shelf: shelf)
    flows[key] = flow
    return flow
  }

  var shownKeys: [Key] {
    router.selectedTab.flatMap(Key.init(rawValue:)).map { [$0] } ?? []
  }

  var shownTabKeys: [Key] {
    Key.allCases.filter { flows[$0]?.lifecycle == .running }
  }

  func item(for key: Key) -> NavigationItem? {
    NavigationItem(self, tab: flow(for: key)) { animated, source, _, completion in
      try? source.router.selectTab(key.rawValue, animated: animated)
      completion()
    }
  }
}

/// A root whose one key's move waits for a completion the test calls: its navigator is
/// changing until then.
@MainActor
final class WaitingRoot: BaseCoordinator, PathCoordinator {
  enum Key: String, PathKey { case slow }

  var shownKeys: [Key] { [] }
  var completion: (@MainActor () -> Void)?

  func item(for key: Key) -> NavigationItem? {
    NavigationItem(self, screen: TestScreen("Slow")) { _, source, _, completion in
      source.completion = completion
    } pop: { _, _, _, completion in
      completion()
    }
  }
}
