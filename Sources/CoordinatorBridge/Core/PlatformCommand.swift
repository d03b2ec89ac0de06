public import Coordinator

/// What the platform must do to show the router's stack: one call of a navigation controller,
/// a tab bar controller or a presentation, with no decision left to make.
///
/// A ``NavigationBridge`` hands these out in the order given; ids are the router's entries,
/// whose screens ``NavigationBridge/screen(for:)`` gives.
public enum PlatformCommand: Hashable, Sendable, CustomStringConvertible {
  /// Make the window's root a navigation stack of these screens (no tabs).
  case setRoot([RouterEntry.ID], animated: Bool)
  /// Make the window's root a tab bar of these tabs, each with its stack, one selected.
  case setTabs([TabScreens], selected: String, animated: Bool)
  /// Select this tab on the tab bar.
  case selectTab(String, animated: Bool)
  /// Show exactly these screens on the stack at `place`, as `setViewControllers` does.
  case setStack(PlatformPlace, [RouterEntry.ID], animated: Bool)
  /// Present a navigation stack of these screens as `level`, over the level below it.
  case present(level: Int, [RouterEntry.ID], animated: Bool)
  /// Dismiss presented `level` and every level above it, dialogs included.
  case dismiss(level: Int, animated: Bool)
  /// Show the dialog over everything: an alert or an action sheet, with its title, message
  /// and buttons.
  case showDialog(PlatformDialog, animated: Bool)
  /// Take the dialog away.
  case hideDialog(animated: Bool)

  /// One line, as tests compare: `present level 1: #4, #5`.
  public var description: String {
    switch self {
    case .setRoot(let ids, let animated):
      "set root: \(Self.list(ids))\(Self.note(animated))"
    case .setTabs(let tabs, let selected, let animated):
      "set tabs "
        + tabs.map { "\($0.name)\($0.name == selected ? "*" : ""): \(Self.list($0.ids))" }
        .joined(separator: "; ") + Self.note(animated)
    case .selectTab(let name, let animated): "select tab \(name)\(Self.note(animated))"
    case .setStack(let place, let ids, let animated):
      "set \(place): \(Self.list(ids))\(Self.note(animated))"
    case .present(let level, let ids, let animated):
      "present level \(level): \(Self.list(ids))\(Self.note(animated))"
    case .dismiss(let level, let animated): "dismiss level \(level)\(Self.note(animated))"
    case .showDialog(let dialog, let animated): "show dialog #\(dialog.id)\(Self.note(animated))"
    case .hideDialog(let animated): "hide dialog\(Self.note(animated))"
    }
  }

  static func list(_ ids: [RouterEntry.ID]) -> String {
    ids.isEmpty ? "(empty)" : ids.map { "#\($0)" }.joined(separator: ", ")
  }

  private static func note(_ animated: Bool) -> String { animated ? "" : " (not animated)" }
}
