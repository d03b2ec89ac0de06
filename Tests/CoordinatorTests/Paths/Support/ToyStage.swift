import Coordinator

/// The world of the toy path app: a real `StackRouter`, held completions and a record of releases.
///
/// ```
/// ToyApp [Launch]            keys: main → ToyMain, login → Login
/// └── ToyMain [Main]         keys: game → ToyGame, settings → ToySettings, about → ToyAbout
///     ├── ToyGame [Game]           key: result → Result, only once a game was played
///     ├── ToySettings [Settings]   key: profile → Profile
///     └── ToyAbout [About]         modal; keys: licenses → Licenses, credits → Credits
/// ```
///
/// A screen ends the path, except Licenses, after which `ToyAbout` resolves again.
///
/// With `.manual` transitions, each move's completion waits for
/// ``completeTransition()``, as a platform animation would.
@MainActor
final class ToyStage {
  let router: StackRouter
  /// Whether the game flow can show its result, as after a game was played.
  var isResultAvailable = false
  private var heldCompletions: [@MainActor () -> Void] = []
  private var tracked: [(name: String, isAlive: @MainActor () -> Bool)] = []

  init(transitionStyle: TransitionStyle = .immediate) {
    router = StackRouter(transitionStyle: transitionStyle, isJournaling: true)
  }

  /// The number of move completions waiting for a held transition.
  var heldCompletionCount: Int { heldCompletions.count }

  /// Calls `completion` now, or when the router's held transition completes.
  func finish(_ completion: @escaping @MainActor () -> Void) {
    if router.isTransitionInFlight {
      heldCompletions.append(completion)
    } else {
      completion()
    }
  }

  /// Completes the router's held transition, then the move that waited for it.
  func completeTransition() throws {
    try router.completeTransition()
    if !heldCompletions.isEmpty {
      heldCompletions.removeFirst()()
    }
  }

  /// Keeps a weak reference to `object` under `name`.
  func track(_ object: AnyObject, _ name: String) {
    tracked.append((name, { [weak object] in object != nil }))
  }

  /// The names of the tracked objects still alive, in creation order.
  var liveNames: [String] {
    tracked.filter { $0.isAlive() }.map(\.name)
  }

  func makeApp() -> ToyPathFlow<ToyAppKey> {
    let flow = ToyPathFlow<ToyAppKey>(
      "ToyApp", stage: self, firstScreen: "Launch", presentation: .root
    ) { key, flow in
      switch key {
      case .main: flow.childItem(key, "ToyMain") { self.makeMain() }
      case .login: flow.screenItem(key, "Login")
      }
    }
    track(flow, flow.name)
    return flow
  }

  func makeMain() -> ToyPathFlow<ToyMainKey> {
    let flow = ToyPathFlow<ToyMainKey>(
      "ToyMain", stage: self, firstScreen: "Main", presentation: .push
    ) { key, flow in
      switch key {
      case .game: flow.childItem(key, "ToyGame") { self.makeGame() }
      case .settings: flow.childItem(key, "ToySettings") { self.makeSettings() }
      case .about: flow.childItem(key, "ToyAbout") { self.makeAbout() }
      }
    }
    track(flow, flow.name)
    return flow
  }

  func makeGame() -> ToyPathFlow<ToyGameKey> {
    let flow = ToyPathFlow<ToyGameKey>(
      "ToyGame", stage: self, firstScreen: "Game", presentation: .push
    ) { key, flow in
      switch key {
      case .result: self.isResultAvailable ? flow.screenItem(key, "Result") : nil
      }
    }
    track(flow, flow.name)
    return flow
  }

  func makeSettings() -> ToyPathFlow<ToySettingsKey> {
    let flow = ToyPathFlow<ToySettingsKey>(
      "ToySettings", stage: self, firstScreen: "Settings", presentation: .push
    ) { key, flow in
      switch key {
      case .profile: flow.screenItem(key, "Profile")
      }
    }
    track(flow, flow.name)
    return flow
  }

  func makeAbout() -> ToyPathFlow<ToyAboutKey> {
    let flow = ToyPathFlow<ToyAboutKey>(
      "ToyAbout", stage: self, firstScreen: "About", presentation: .present
    ) { key, flow in
      switch key {
      case .licenses: flow.screenItem(key, "Licenses", endsPath: false)
      case .credits: flow.screenItem(key, "Credits")
      }
    }
    track(flow, flow.name)
    return flow
  }
}
