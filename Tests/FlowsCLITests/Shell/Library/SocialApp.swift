import Coordinator
import FlowsShell

/// Ice Cubes' navigation in small: two tabs, each with its own stack, and links to an account
/// that a slow search must find before its key can be shown.
///
/// A link names the tab it opens on (`/timeline/@ada`); the account's key is prepared by the
/// tab's flow (`PathCoordinator.prepare(_:)`), which asks the injected directory. A status
/// (`/timeline/7`) is known at once.
@MainActor
final class SocialApp: BaseCoordinator, PathCoordinator, ShellApp {
  enum Key: String, PathKey {
    case timeline, notifications
  }

  let router = StackRouter(isJournaling: true)
  let directory: AccountDirectory
  private(set) var tabs: [Key: SocialTabFlow] = [:]
  private(set) lazy var navigation = PathNavigator(root: self, isJournaling: true)
  private var observation: RouterObservation?
  /// A link refused after it waited, for the shell's next look at the app's notes.
  private var lateRefusal: String?

  init(directory: AccountDirectory) {
    self.directory = directory
  }

  override func start() {
    super.start()
    let names = [Key.timeline, .notifications].map(\.rawValue)
    router.setTabs(names, selected: Key.timeline.rawValue, owner: self, animated: false) { _ in }
    for key in [Key.timeline, .notifications] {
      startTab(key)
    }
    observation = navigation.observe { [weak self] event in
      if case .rejected(let path, let error) = event {
        self?.lateRefusal = error.description(in: path)
      }
    }
  }

  /// Starts a new flow on the tab of `key`, ending the one it had, as signing in again does.
  func startTab(_ key: Key) {
    guard let tabRouter = router.router(forTab: key.rawValue) else { return }
    tabs[key]?.finish()
    let flow = SocialTabFlow(key.rawValue.capitalized, router: tabRouter, directory: directory)
    tabs[key] = flow
    startChild(flow, on: tabRouter, animated: false)
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
  var openablePaths: [FlowPath] { [] }
  var sampleLinks: [String] { ["/timeline/@ada"] }

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

  func takeNotes() -> ShellNotes {
    defer { lateRefusal = nil }
    return ShellNotes(refusal: lateRefusal)
  }
}

/// The server's accounts, found by name after `latency` on `clock`, and what was found so far.
@MainActor
final class AccountDirectory {
  private let clock: any Clock<Duration>
  private let latency: Duration
  private let names: Set<String>
  /// Whether each name searched for exists.
  private(set) var answers: [String: Bool] = [:]
  /// How many searches began.
  private(set) var searches = 0

  init(names: Set<String>, clock: any Clock<Duration>, latency: Duration) {
    self.names = names
    self.clock = clock
    self.latency = latency
  }

  /// Searches for `name`; a cancelled search learns nothing.
  func search(_ name: String) async {
    searches += 1
    guard (try? await clock.sleep(for: latency)) != nil else { return }
    answers[name] = names.contains(name)
  }
}

/// A tab's flow: its first screen, and accounts and statuses pushed over it.
@MainActor
final class SocialTabFlow: BaseCoordinator, PathCoordinator {
  enum Key: PathKey {
    case account(String)
    case status(Int)

    var pathComponent: String {
      switch self {
      case .account(let name): "@\(name)"
      case .status(let number): String(number)
      }
    }

    init?(pathComponent: String) {
      if pathComponent.hasPrefix("@"), pathComponent.count > 1 {
        self = .account(String(pathComponent.dropFirst()))
      } else if let number = Int(pathComponent), number > 0 {
        self = .status(number)
      } else {
        return nil
      }
    }
  }

  let title: String
  let router: any Router
  private let directory: AccountDirectory
  private var shown: [(key: Key, screen: SocialScreen)] = []
  /// Whether a push waits for `releaseCompletions()`, as one waits for the platform's
  /// animation.
  var holdsCompletions = false
  private var heldCompletions: [@MainActor () -> Void] = []

  /// Calls the completions held so far, oldest first.
  func releaseCompletions() {
    let held = heldCompletions
    heldCompletions = []
    for completion in held { completion() }
  }

  init(_ title: String, router: any Router, directory: AccountDirectory) {
    self.title = title
    self.router = router
    self.directory = directory
  }

  override var name: String { title }

  override func start() {
    super.start()
    router.push(SocialScreen(title), owner: self, animated: false) { [weak self] in
      self?.finish()
    }
  }

  var shownKeys: [Key] { shown.map(\.key) }

  func needsPreparing(_ key: Key) -> Bool {
    guard case .account(let name) = key else { return false }
    return directory.answers[name] == nil
  }

  func prepare(_ key: Key) async {
    guard case .account(let name) = key else { return }
    await directory.search(name)
  }

  func refusal(of key: Key) -> String? {
    guard case .account(let name) = key else { return nil }
    return "no account @\(name)"
  }

  func item(for key: Key) -> NavigationItem? {
    let title: String
    switch key {
    case .account(let name):
      guard directory.answers[name] == true else { return nil }
      title = "Account @\(name)"
    case .status(let number):
      title = "Status \(number)"
    }
    let screen = shown.first { $0.key == key }?.screen ?? SocialScreen(title)
    return NavigationItem(self, screen: screen) { animated, source, screen, completion in
      source.shown.append((key, screen))
      source.router.push(screen, owner: source, animated: animated) { [weak source] in
        source?.shown.removeAll { $0.screen === screen }
      }
      if source.holdsCompletions {
        source.heldCompletions.append(completion)
      } else {
        completion()
      }
    } pop: { animated, source, _, completion in
      try? source.router.pop(animated: animated)
      completion()
    }
  }
}

/// A screen with a title and nothing to do.
final class SocialScreen: ShellScreen {
  enum Action: Sendable {}
  let title: String

  init(_ title: String) { self.title = title }

  var screenName: String { title }
  var messages: [String] { [] }
  var actions: ScreenActions<Action> { ScreenActions([]) }
  func perform(_ action: Action) {}
}
