#if canImport(UIKit) && (os(iOS) || PLATFORM_STAND_INS)
  public import Coordinator
  public import UIKit

  extension NavigationHost {
    /// A host that shows `router` in `window` from now on; every screen the router shows is a
    /// view controller.
    public convenience init(window: UIWindow, router: StackRouter) {
      self.init(window: window, router: router, makeController: nil)
    }

    /// A host that shows `router` in `window` from now on, where a screen that is not a view
    /// controller (a view model, say) is shown by the view controller `controller` makes for
    /// it: once for each entry, kept while the entry is on the router.
    ///
    /// ```swift
    /// let host = NavigationHost(window: window, router: StackRouter()) { screen in
    ///   UIHostingController(rootView: ScreenView(screen: screen))
    /// }
    /// ```
    public convenience init(
      window: UIWindow, router: StackRouter,
      controller: @escaping @MainActor (any Presentable) -> UIViewController
    ) {
      self.init(window: window, router: router, makeController: controller)
    }
  }
#endif
