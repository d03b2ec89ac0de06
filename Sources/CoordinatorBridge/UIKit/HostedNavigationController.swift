#if canImport(UIKit) && (os(iOS) || PLATFORM_STAND_INS)
  import Coordinator
  import UIKit

  /// A navigation controller that knows its place on the bridge and forwards the back
  /// button's and the edge swipe's questions to it.
  @MainActor
  final class HostedNavigationController: UINavigationController, UIGestureRecognizerDelegate {
    /// Where the bridge has this stack.
    let place: PlatformPlace
    private weak var bridge: NavigationBridge?

    init(place: PlatformPlace, bridge: NavigationBridge, screens: [UIViewController]) {
      self.place = place
      self.bridge = bridge
      super.init(nibName: nil, bundle: nil)
      setViewControllers(screens, animated: false)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      interactivePopGestureRecognizer?.delegate = self
    }

    /// The bar asks before it pops an item, for the back button and for this controller's own
    /// pops alike; the navigation controller is its bar's delegate, and this replaces its
    /// `UINavigationBarDelegate` method, so the back button's pop, when the bridge lets it, is
    /// made here, after the answer. The selector is UIKit's, whether or not the SDK declares
    /// the controller's conformance (without it, Swift would name it `navigationBar:shouldPop:`).
    /// Linux has no Objective-C: there the stand-in asks through a conformance its tests declare.
    #if canImport(ObjectiveC)
      @objc(navigationBar:shouldPopItem:)
    #endif
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem)
      -> Bool
    {
      bridge?.navigationBarShouldPop(
        screenCount: viewControllers.count, itemCount: navigationBar.items?.count ?? 0
      ) { DispatchQueue.main.async { [weak self] in _ = self?.popViewController(animated: true) } }
        ?? true
    }

    /// The edge swipe, asked the same before it begins.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      bridge?.shouldBegin(.back) ?? false
    }

    /// What this stack shows, as the router's ids, for the bridge's `didShow(_:in:)`; a
    /// controller the router does not have (one UIKit showed by itself) as an id no entry has
    /// yet, so that the bridge takes it back. The `try?` here and in the delegates: UIKit's
    /// callback has no caller to tell of a refused report; the router is left as it was, and
    /// the bridge shows its screens again where the platform moved without it (the random
    /// sessions check that nothing drifts).
    func reportDidShow(ids: (UIViewController) -> RouterEntry.ID?) {
      let unknown = bridge?.nextEntryID ?? 0
      try? bridge?.didShow(viewControllers.map { ids($0) ?? unknown }, in: place)
    }
  }
#endif
