#if canImport(UIKit) && os(iOS)
  import Coordinator
  import UIKit

  /// A navigation controller that knows its place on the bridge and forwards the back
  /// button's and the edge swipe's questions to it; written for UIKit, not compiled on Linux.
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

    /// The back button: the bridge asks the guards, and answers no while anything runs. The
    /// navigation controller is its bar's delegate; this is its `UINavigationBarDelegate`
    /// method, which UIKit asks before the back button pops.
    @objc func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem)
      -> Bool
    {
      bridge?.shouldBegin(.back) ?? false
    }

    /// The edge swipe, asked the same before it begins.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      bridge?.shouldBegin(.back) ?? false
    }

    /// What this stack shows, as the router's ids, for the bridge's `didShow(_:in:)`.
    func reportDidShow(ids: (UIViewController) -> RouterEntry.ID?) {
      try? bridge?.didShow(viewControllers.compactMap(ids), in: place)
    }
  }
#endif
