#if canImport(PlatformLayers)
  import Coordinator
  import CoordinatorBridge
  @testable import PlatformLayers
  import UIKit

  /// The view controller the host makes to show one of the sample apps' screens, none of
  /// which is a view controller.
  final class ScreenController: UIViewController {
    let screen: any Presentable

    init(_ screen: any Presentable) {
      self.screen = screen
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
  }

  extension PlatformScreens {
    /// What `window`'s controllers show, in the bridge's terms: each controller as the entry
    /// `host` shows in it, each tab by the place its navigation controller has, and the alert
    /// as the router's dialog (an alert over a router without one reads as entry -1).
    @MainActor
    init(window: UIWindow, host: NavigationHost) {
      let ids = { (controller: UIViewController) in
        ((controller as? UINavigationController)?.viewControllers ?? []).map {
          host.id(of: $0) ?? -1
        }
      }
      var presenter = window.rootViewController
      var root: [RouterEntry.ID] = []
      var tabs: [TabScreens] = []
      var selectedTab: String?
      if let tabBar = presenter as? UITabBarController {
        for stack in tabBar.viewControllers ?? [] {
          guard case .tab(let name) = (stack as? HostedNavigationController)?.place else {
            continue
          }
          tabs.append(TabScreens(name: name, ids: ids(stack)))
          if stack === tabBar.selectedViewController {
            selectedTab = name
          }
        }
      } else {
        root = presenter.map(ids) ?? []
      }
      var presented: [[RouterEntry.ID]] = []
      var dialog: RouterEntry.ID?
      while let next = presenter?.presentedViewController {
        if next is UIAlertController {
          dialog = PlatformScreens(host.bridge.stack).dialog ?? -1
        } else {
          presented.append(ids(next))
        }
        presenter = next
      }
      self.init(
        root: root, tabs: tabs, selectedTab: selectedTab, presented: presented, dialog: dialog)
    }
  }
#endif
