import Coordinator

// The app the listings of the doc comments of `Paths/` and `Links/` run in: a home screen,
// the main flow with settings (`PathCoordinator.swift`'s listing) and a game below it
// (`NavigationItem.swift`'s), and a search flow that takes a query (`FlowLink.swift`'s).

enum AppKey: String, PathKey {
  case main, search
}

enum MainKey: String, PathKey {
  case settings, game
}

// The listing of `PathKey.swift`.
enum SettingsKey: String, PathKey {
  case profile
}

/// The words searched for: `/search/dune`.
struct SearchKey: PathKey {
  var text: String

  var pathComponent: String { text }

  init(text: String) { self.text = text }

  init?(pathComponent: String) {
    guard !pathComponent.isEmpty else { return nil }
    text = pathComponent
  }
}

/// A screen with no data of its own.
final class ProfileScreen: Presentable {}

/// The item of a child flow that `source` shows on `router`: the push adds and starts it, the
/// pop (or its own finish) takes its screens off and takes it out of the tree.
@MainActor
func pathChildItem<Source: BaseCoordinator & PathCoordinator, Child: BaseCoordinator>(
  _ source: Source, _ child: Child, router: any Router
) -> NavigationItem where Child: PathCoordinator {
  NavigationItem(source, child) { _, source, child, completion in
    source.addDependency(child)
    child.flowCompletion = { [weak source] child in
      router.popFlow(child, animated: true)
      source?.removeDependency(child)
    }
    child.start()
    completion()
  } pop: { animated, source, child, completion in
    router.popFlow(child, animated: animated)
    source.removeDependency(child)
    completion()
  }
}

final class DocAppCoordinator: BaseCoordinator, PathCoordinator {
  let router = StackRouter(isJournaling: true)

  override var name: String { "AppCoordinator" }

  override func start() {
    super.start()
    router.setRoot(DocScreen("Home"), owner: self)
  }

  func item(for key: AppKey) -> NavigationItem? {
    switch key {
    case .main:
      let main = childCoordinators.last as? MainFlowCoordinator
      return pathChildItem(self, main ?? MainFlowCoordinator(router: router), router: router)
    case .search:
      let search = childCoordinators.last as? SearchFlowCoordinator
      return pathChildItem(self, search ?? SearchFlowCoordinator(router: router), router: router)
    }
  }

  var shownKeys: [AppKey] {
    switch childCoordinators.last {
    case is MainFlowCoordinator: [.main]
    case is SearchFlowCoordinator: [.search]
    default: []
    }
  }
}

final class MainFlowCoordinator: BaseCoordinator, PathCoordinator {
  let router: any Router

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.push(DocScreen("Main"), owner: self) { [weak self] in self?.finish() }
  }

  func item(for key: MainKey) -> NavigationItem? {
    switch key {
    case .settings:
      pathChildItem(self, settings ?? SettingsFlowCoordinator(router: router), router: router)
    case .game:
      // The listing of `NavigationItem.swift`.
      NavigationItem(self, GameFlowCoordinator(router: router)) {
        animated, source, game, completion in
        source.addDependency(game)
        game.start()
        completion()
      } pop: { animated, source, game, completion in
        source.router.popFlow(game, animated: animated)
        completion()
      }
    }
  }

  /// The settings flow, if it runs.
  private var settings: SettingsFlowCoordinator? {
    childCoordinators.last as? SettingsFlowCoordinator
  }

  var shownKeys: [MainKey] {
    switch childCoordinators.last {
    case is SettingsFlowCoordinator: [.settings]
    case is GameFlowCoordinator: [.game]
    default: []
    }
  }
}

// The listing of `PathCoordinator.swift`.
final class SettingsFlowCoordinator: BaseCoordinator, PathCoordinator {
  enum Key: String, PathKey {
    case profile
  }

  let router: any Router
  /// The profile on screen, if any; the router holds it.
  private weak var profile: ProfileScreen?

  init(router: any Router) { self.router = router }

  var shownKeys: [Key] { profile == nil ? [] : [.profile] }

  func item(for key: Key) -> NavigationItem? {
    switch key {
    case .profile:
      // The profile on screen when it is shown, so that a pop takes it off; else a new one.
      NavigationItem(self, screen: profile ?? ProfileScreen(), endsPath: true) {
        animated, source, screen, completion in
        source.profile = screen
        source.router.push(screen, owner: source, animated: animated)
        completion()
      } pop: { animated, source, _, completion in
        try? source.router.pop(animated: animated)
        completion()
      }
    }
  }
}

/// A game, which a path shows and no key follows.
final class GameFlowCoordinator: BaseCoordinator, PathCoordinator {
  let router: any Router

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.push(DocScreen("Game"), owner: self) { [weak self] in self?.finish() }
  }

  func item(for key: SettingsKey) -> NavigationItem? { nil }

  var shownKeys: [SettingsKey] { [] }
}

/// A search, which a link's query `q` shows the results of.
final class SearchFlowCoordinator: BaseCoordinator, PathCoordinator {
  let router: any Router
  private weak var results: DocScreen?
  private var text = ""

  init(router: any Router) { self.router = router }

  override func start() {
    super.start()
    router.push(DocScreen("Search"), owner: self) { [weak self] in self?.finish() }
  }

  var shownKeys: [SearchKey] { results == nil ? [] : [SearchKey(text: text)] }

  func item(for key: SearchKey) -> NavigationItem? {
    NavigationItem(self, screen: results ?? DocScreen("Results"), endsPath: true) {
      animated, search, screen, completion in
      search.results = screen
      search.text = key.text
      search.router.push(screen, owner: search, animated: animated)
      completion()
    } pop: { animated, search, _, completion in
      try? search.router.pop(animated: animated)
      completion()
    }
  }

  func keys(forQuery items: [LinkQueryItem]) throws(LinkError) -> [SearchKey] {
    try items.map { item throws(LinkError) in
      guard item.name == "q" else { throw .unknownQueryItem(item.name, coordinator: name) }
      return SearchKey(text: item.value)
    }
  }
}
