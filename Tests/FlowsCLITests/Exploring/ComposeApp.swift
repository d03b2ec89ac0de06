import Coordinator
import FlowsShell
import MVVM

/// Ice Cubes' compose sheet in small: two tabs whose paths name statuses (`/timeline/7`), and a
/// compose sheet the app presents over them, kept beside the paths: no path names it, so a link
/// or a saved state never brings it back. Its draft is its state; leaving it with a draft, by
/// `cancel` or a swipe-down, asks "Discard draft?".
@MainActor
final class ComposeApp: BaseCoordinator, PathCoordinator, ShellApp {
  enum Key: String, PathKey {
    case timeline, notifications
  }

  let router = StackRouter(isJournaling: false)
  private(set) var tabs: [Key: ComposeTabFlow] = [:]
  private(set) lazy var navigation = PathNavigator(root: self)
  /// The statuses posted, the app's data.
  private(set) var posted: [String] = []

  override func start() {
    super.start()
    let names = [Key.timeline, .notifications].map(\.rawValue)
    router.setTabs(names, selected: Key.timeline.rawValue, owner: self, animated: false) { _ in }
    for key in [Key.timeline, .notifications] {
      guard let tabRouter = router.router(forTab: key.rawValue) else { continue }
      let flow = ComposeTabFlow(key.rawValue.capitalized, router: tabRouter, app: self)
      tabs[key] = flow
      startChild(flow, on: tabRouter, animated: false)
    }
  }

  /// Presents the compose sheet over the tabs, unless one is up.
  func compose() {
    guard !childCoordinators.contains(where: { $0 is ComposeFlow }) else { return }
    let flow = ComposeFlow(router: router) { [weak self] text in self?.posted.append(text) }
    startChild(flow, on: router)
  }

  // MARK: PathCoordinator

  var shownKeys: [Key] { router.selectedTab.flatMap(Key.init(rawValue:)).map { [$0] } ?? [] }
  var shownTabKeys: [Key] { [.timeline, .notifications] }

  func item(for key: Key) -> NavigationItem? {
    guard let flow = tabs[key] else { return nil }
    return NavigationItem(self, tab: flow) { animated, source, _, completion in
      try? source.router.selectTab(key.rawValue, animated: animated)
      completion()
    }
  }

  // MARK: ShellApp

  var currentPath: FlowPath? { navigation.currentPath }
  var sampleLinks: [String] { ["/notifications/7"] }
  var savedState: NavigationSnapshot? { navigation.snapshot() }

  func restore(_ state: NavigationSnapshot) throws(ShellAppError) {
    do {
      try navigation.restore(state)
    } catch {
      throw ShellAppError(error.description)
    }
  }

  func open(path: String) throws -> Bool {
    let before = navigation.currentPath
    do {
      let path = try FlowPath(parsing: path)
      do {
        try navigation.apply(path)
      } catch {
        throw ShellAppError(error.description(in: path))
      }
    } catch let error as PathError {
      throw ShellAppError(error.description)
    }
    return navigation.currentPath != before
  }
}

/// A tab's flow: its first screen, and statuses pushed over it by number.
@MainActor
final class ComposeTabFlow: BaseCoordinator, PathCoordinator {
  struct Key: PathKey {
    let number: Int
    var pathComponent: String { String(number) }
    init(number: Int) { self.number = number }
    init?(pathComponent: String) {
      guard let number = Int(pathComponent), number > 0 else { return nil }
      self.number = number
    }
  }

  let title: String
  let router: any Router
  private weak var app: ComposeApp?
  private var shown: [(key: Key, screen: ComposeTabScreen)] = []

  init(_ title: String, router: any Router, app: ComposeApp) {
    self.title = title
    self.router = router
    self.app = app
  }

  override var name: String { title }

  override func start() {
    super.start()
    router.push(ComposeTabScreen(title, flow: self), owner: self) { [weak self] in
      self?.finish()
    }
  }

  func compose() { app?.compose() }

  /// Shows status `number` over what the tab shows.
  func open(_ number: Int) {
    guard !shown.contains(where: { $0.key.number == number }) else { return }
    item(for: Key(number: number))?.push(animated: false) {}
  }

  var shownKeys: [Key] { shown.map(\.key) }

  func item(for key: Key) -> NavigationItem? {
    let screen =
      shown.first { $0.key == key }?.screen ?? ComposeTabScreen("Status \(key.number)", flow: self)
    return NavigationItem(self, screen: screen) { animated, source, screen, completion in
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

/// A tab's screen or a status: `compose` opens the sheet, `open N` a status.
@MainActor
final class ComposeTabScreen: ShellScreen {
  enum Action: Sendable {
    case compose
    case open(Int)
  }

  let screenName: String
  private weak var flow: ComposeTabFlow?

  init(_ name: String, flow: ComposeTabFlow) {
    screenName = name
    self.flow = flow
  }

  var messages: [String] { [] }
  var actions: ScreenActions<Action> { Self.actionList }
  private static let actionList = ScreenActions<Action>([
    .action("compose", .compose),
    .action("open", .integer("N", in: 1...99), samples: ["7"]) { .open($0) },
  ])

  func perform(_ action: Action) {
    switch action {
    case .compose: flow?.compose()
    case .open(let number): flow?.open(number)
    }
  }
}
