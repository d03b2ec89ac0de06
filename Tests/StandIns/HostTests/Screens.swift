import Coordinator
import PlatformLayers
import UIKit

/// A screen as an app has it under UIKit: a view controller the router shows. The notes app
/// (NotesApp.swift, linked from the bridge's tests) shows these here.
final class NoteScreen: UIViewController, Presentable {
  let screenName: String

  init(_ name: String) {
    screenName = name
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }
}

/// What a window shows, by its screens' names: the root stack or the tabs' stacks with the
/// selected one, the presented stacks, and the alert with its buttons and their styles.
@MainActor
struct Shown: Equatable {
  var root: [String] = []
  var tabs: [[String]] = []
  var selectedTab: Int?
  var presented: [[String]] = []
  var alert: String?

  /// What a test expects; `selectedTab` indexes `tabs`.
  init(
    root: [String] = [], tabs: [[String]] = [], selectedTab: Int? = nil,
    presented: [[String]] = [], alert: String? = nil
  ) {
    self.root = root
    self.tabs = tabs
    self.selectedTab = selectedTab
    self.presented = presented
    self.alert = alert
  }

  /// What `window`'s controllers show.
  init(_ window: UIWindow) {
    var presenter: UIViewController? = window.rootViewController
    if let tabBar = presenter as? UITabBarController {
      tabs = (tabBar.viewControllers ?? []).map(Self.names)
      selectedTab = tabBar.viewControllers?.firstIndex { $0 === tabBar.selectedViewController }
    } else {
      root = presenter.map(Self.names) ?? []
    }
    while let next = presenter?.presentedViewController {
      if let controller = next as? UIAlertController {
        alert = Self.describe(controller)
      } else {
        presented.append(Self.names(next))
      }
      presenter = next
    }
  }

  /// What `bridge`'s router has, in the same terms.
  init(_ bridge: NavigationBridge) {
    let screens = PlatformScreens(bridge.stack)
    let name = { (id: RouterEntry.ID) in bridge.screen(for: id)?.screenName ?? "?" }
    root = screens.root.map(name)
    tabs = screens.tabs.map { $0.ids.map(name) }
    selectedTab = screens.tabs.firstIndex { $0.name == screens.selectedTab }
    presented = screens.presented.map { $0.map(name) }
    alert = screens.dialog.map { id in
      let dialog = PlatformDialog(
        id: id, content: (bridge.screen(for: id) as? DialogScreen)!.content)
      let styles: [DialogRole: String] = [.cancel: "cancel", .destructive: "destructive"]
      let buttons = dialog.buttons.map { "\($0.title)(\(styles[$0.role] ?? "default"))" }
      return "\(dialog.title): \(buttons.joined(separator: " "))"
    }
  }

  static func names(_ controller: UIViewController) -> [String] {
    ((controller as? UINavigationController)?.viewControllers ?? [])
      .map { ($0 as? NoteScreen)?.screenName ?? "?" }
  }

  static func describe(_ alert: UIAlertController) -> String {
    let buttons = alert.actions.map { "\($0.title ?? "")(\($0.style))" }
    return "\(alert.title ?? ""): \(buttons.joined(separator: " "))"
  }
}
