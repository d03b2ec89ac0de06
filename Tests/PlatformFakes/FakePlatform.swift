public import Coordinator
public import CoordinatorBridge

/// A stand-in for a UIKit window: it runs a bridge's commands on fake navigation controllers,
/// a fake tab bar and fake presentations, and makes the person's moves through them.
///
/// With `finishesAnimationsAtOnce`, every command's animation ends as soon as it starts, as
/// for a router with ``TransitionStyle/immediate`` transitions; otherwise they end when the test
/// calls ``finishAnimations()``, as a real animation would, later.
@MainActor
public final class FakePlatform {
  /// The bridge whose commands this platform runs.
  public let bridge: NavigationBridge
  /// The root navigation controller, without tabs.
  public private(set) var root: FakeNavigationController?
  /// The tab bar controller at the root, with tabs.
  public private(set) var tabBar: FakeTabBarController?
  /// The presented navigation controllers, level 1 first.
  public private(set) var presentations: [FakePresentation] = []
  /// The dialog shown as an alert, if any.
  public private(set) var alert: RouterEntry.ID?
  /// The dialog last shown, as the bridge described it: its style, title, message and buttons.
  public private(set) var shownDialog: PlatformDialog?
  /// Every command run, as its description.
  public private(set) var commands: [String] = []
  /// The commands whose animations have not ended, in order.
  public private(set) var animating: [PlatformCommand] = []
  private let finishesAnimationsAtOnce: Bool

  /// A platform that shows `bridge`'s router from now on.
  public init(bridge: NavigationBridge, finishesAnimationsAtOnce: Bool = true) {
    self.bridge = bridge
    self.finishesAnimationsAtOnce = finishesAnimationsAtOnce
    bridge.display { [weak self] command in self?.run(command) }
  }

  /// What the fake controllers show, in the bridge's terms, to compare with the router's.
  public var screens: PlatformScreens {
    PlatformScreens(
      root: root?.ids ?? [],
      tabs: tabBar?.tabs.map { TabScreens(name: $0.name, ids: $0.stack.ids) } ?? [],
      selectedTab: tabBar?.selected, presented: presentations.map(\.stack.ids), dialog: alert)
  }

  /// The navigation controller the person acts on: the top presented one, or else the
  /// selected tab's or the root one.
  public var top: FakeNavigationController? {
    presentations.last?.stack ?? tabBar.flatMap { $0.stack($0.selected) } ?? root
  }

  /// Returns the commands run since the last call.
  public func takeCommands() -> [String] {
    defer { commands = [] }
    return commands
  }

  /// Ends the animations running now, oldest first, as UIKit's completions and `didShow`
  /// would; the commands they let through start animations of their own.
  public func finishAnimations() {
    let running = animating
    animating = []
    for command in running {
      finish(command)
    }
  }

  private func run(_ command: PlatformCommand) {
    commands.append(command.description)
    switch command {
    case .setRoot(let ids, _):
      tabBar = nil
      root = FakeNavigationController(place: .level(0), ids: ids, platform: self)
    case .setTabs(let tabs, let selected, _):
      root = nil
      tabBar = FakeTabBarController(
        tabs: tabs.map {
          ($0.name, FakeNavigationController(place: .tab($0.name), ids: $0.ids, platform: self))
        }, selected: selected, platform: self)
    case .selectTab(let name, _):
      tabBar?.selected = name
    case .setStack(let place, let ids, _):
      stack(at: place)?.setViewControllers(ids)
    case .present(let level, let ids, _):
      let stack = FakeNavigationController(place: .level(level), ids: ids, platform: self)
      presentations.append(FakePresentation(level: level, stack: stack, platform: self))
    case .dismiss(let level, _):
      removePresentations(from: level)
    case .showDialog(let dialog, _):
      alert = dialog.id
      shownDialog = dialog
    case .hideDialog:
      alert = nil
    }
    animating.append(command)
    if finishesAnimationsAtOnce {
      finishAnimations()
    }
  }

  /// A command's animation ended: a navigation controller reports `didShow`, then the bridge
  /// hears the command finished.
  private func finish(_ command: PlatformCommand) {
    if case .setStack(let place, _, _) = command {
      stack(at: place)?.reportDidShow()
    }
    bridge.commandDidFinish()
  }

  /// The navigation controller at `place`, if it is shown.
  public func stack(at place: PlatformPlace) -> FakeNavigationController? {
    switch place {
    case .level(0): root
    case .level(let level): presentations.first { $0.level == level }?.stack
    case .tab(let name): tabBar?.stack(name)
    }
  }

  func removePresentations(from level: Int) {
    presentations.removeAll { $0.level >= level }
    alert = nil
  }
}
