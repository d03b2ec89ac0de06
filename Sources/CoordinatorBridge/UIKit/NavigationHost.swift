#if canImport(UIKit) && (os(iOS) || PLATFORM_STAND_INS)
  import Coordinator
  public import UIKit

  /// Shows a ``NavigationBridge`` in a window with UIKit's controllers and forwards their
  /// callbacks to it, deciding nothing itself.
  ///
  /// A screen the router shows is either a view controller that adopts `Presentable`, or, with
  /// ``init(window:router:controller:)``, any screen that a closure of the app's turns into one.
  /// Keep the host for the window's lifetime and give the app's coordinators ``bridge``:
  ///
  /// ```swift
  /// let host = NavigationHost(window: window, router: StackRouter(transitionStyle: .manual))
  /// AppCoordinator(router: host.bridge).start()
  /// ```
  @MainActor
  public final class NavigationHost: NSObject {
    /// The bridge whose commands the host runs; the app's coordinators' router.
    public let bridge: NavigationBridge
    let window: UIWindow
    /// The navigation controller of each place shown, held weakly: the window, the tab bar and
    /// the presentations own them, and one UIKit dismissed or dropped goes with its screens.
    var stacks: [PlatformPlace: WeakReference<HostedNavigationController>] = [:]
    /// The window's root, then each presented level's navigation controller, by level, weakly:
    /// a level the person swiped down leaves no command that would drop it here.
    var presenters: [WeakReference<UIViewController>] = []
    let tabBar = UITabBarController()
    weak var alert: UIAlertController?
    /// The view controller of each entry shown: its screen, or one made for it.
    let views: EntryViews<UIViewController>

    init(
      window: UIWindow, router: StackRouter,
      makeController: (@MainActor (any Presentable) -> UIViewController)?
    ) {
      self.window = window
      bridge = NavigationBridge(router: router)
      views = EntryViews(bridge: bridge, make: makeController)
      super.init()
      tabBar.delegate = self
      bridge.display { [weak self] command in self?.runToItsEnd(command) }
    }

    /// Runs `command`, and tells the bridge when its animations have ended. Core Animation
    /// declares the completion block without isolation and calls it on the main thread, so
    /// the block, made here, is the main actor's, as the host is.
    private func runToItsEnd(_ command: PlatformCommand) {
      CATransaction.begin()
      CATransaction.setCompletionBlock { @MainActor [weak self] in self?.bridge.commandDidFinish() }
      run(command)
      CATransaction.commit()
    }

    private func run(_ command: PlatformCommand) {
      switch command {
      case .setRoot(let ids, _):
        tabBar.viewControllers = nil
        window.rootViewController = makeStack(.level(0), ids)
        presenters = [WeakReference(window.rootViewController)]
      case .setTabs(let tabs, let selected, _):
        tabBar.viewControllers = tabs.map { makeStack(.tab($0.name), $0.ids) }
        tabBar.selectedViewController = stacks[.tab(selected)]?.object
        presenters = [WeakReference(tabBar)]
        window.rootViewController = tabBar
      case .selectTab(let tab, _):
        tabBar.selectedViewController = stacks[.tab(tab)]?.object
      case .setStack(let place, let ids, let animated):
        stacks[place]?.object?.setViewControllers(ids.compactMap(screen), animated: animated)
      case .present(let level, let ids, let animated):
        let stack = makeStack(.level(level), ids)
        stack.presentationController?.delegate = self
        presenter(of: level)?.present(stack, animated: animated)
        presenters = presenters.prefix(level) + [WeakReference(stack)]
      case .dismiss(let level, let animated):
        presenter(of: level)?.dismiss(animated: animated)
        presenters = Array(presenters.prefix(level))
      case .showDialog(let dialog, let animated):
        let presenter = presenter(of: bridge.shown.presented.count + 1)
        let alert = makeAlert(dialog, over: presenter)
        presenter?.present(alert, animated: animated)
        self.alert = alert
      case .hideDialog(let animated):
        alert?.presentingViewController?.dismiss(animated: animated)
      }
    }

    /// The controller that presents level `level`: the root for level 1, else the level
    /// below; none, rather than a trap, for a level the host never had.
    private func presenter(of level: Int) -> UIViewController? {
      presenters.dropFirst(max(level - 1, 0)).first?.object
    }

    private func makeStack(_ place: PlatformPlace, _ ids: [RouterEntry.ID])
      -> HostedNavigationController
    {
      let stack = HostedNavigationController(
        place: place, bridge: bridge, screens: ids.compactMap(screen))
      stack.delegate = self
      stacks[place] = WeakReference(stack)
      return stack
    }

    /// The view controller of entry `id`.
    func screen(_ id: RouterEntry.ID) -> UIViewController? { views.view(for: id) }

    /// The entry id of a view controller the router shows.
    func id(of screen: UIViewController) -> RouterEntry.ID? { views.id(of: screen) }
  }
#endif
