public import Coordinator

/// What the platform shows, as ids of the router's entries: the root stack or the tabs, the
/// presented levels and a dialog.
///
/// A ``NavigationBridge`` keeps the one the platform shows, and makes it the router's with
/// ``commands(toShow:replacingRoot:animated:dialogContent:)``; a test compares what a platform
/// shows with ``init(_:)`` of the router's stack.
public struct PlatformScreens: Hashable, Sendable, CustomStringConvertible {
  /// The root stack of an app without tabs; empty with tabs.
  public var root: [RouterEntry.ID]
  /// The tabs with their stacks; empty without tabs.
  public var tabs: [TabScreens]
  /// The selected tab, or `nil` without tabs.
  public var selectedTab: String?
  /// The presented levels' stacks, level 1 first.
  public var presented: [[RouterEntry.ID]]
  /// The dialog shown over everything, if any.
  public var dialog: RouterEntry.ID?

  /// Screens with the given parts; nothing by default.
  public init(
    root: [RouterEntry.ID] = [], tabs: [TabScreens] = [], selectedTab: String? = nil,
    presented: [[RouterEntry.ID]] = [], dialog: RouterEntry.ID? = nil
  ) {
    self.root = root
    self.tabs = tabs
    self.selectedTab = selectedTab
    self.presented = presented
    self.dialog = dialog
  }

  /// What the platform shows for the router's `stack`.
  public init(_ stack: RouterStack) {
    self.init()
    var levels = stack.levels
    if let top = levels.last?.first, top.isDialog, levels.count > 1 {
      dialog = top.id
      levels.removeLast()
    }
    if let tabs = stack.tabs {
      self.tabs = tabs.map { TabScreens(name: $0.name, ids: $0.entries.map(\.id)) }
      selectedTab = stack.selectedTab
      root = []
    } else {
      root = levels.first?.map(\.id) ?? []
    }
    presented = levels.dropFirst().map { $0.map(\.id) }
  }

  /// The ids of the stack at `place`; empty for a place not shown.
  public subscript(place: PlatformPlace) -> [RouterEntry.ID] {
    get {
      switch place {
      case .level(0): root
      case .level(let level): presented.indices.contains(level - 1) ? presented[level - 1] : []
      case .tab(let name): tabs.first { $0.name == name }?.ids ?? []
      }
    }
    set {
      switch place {
      case .level(0): root = newValue
      case .level(let level):
        if presented.indices.contains(level - 1) { presented[level - 1] = newValue }
      case .tab(let name):
        if let index = tabs.firstIndex(where: { $0.name == name }) { tabs[index].ids = newValue }
      }
    }
  }

  /// The stack the person acts on: the top presented level, or else the selected tab's or
  /// the root stack.
  public var topPlace: PlatformPlace {
    if !presented.isEmpty { return .level(presented.count) }
    return selectedTab.map(PlatformPlace.tab) ?? .level(0)
  }

  /// One line per stack, as tests compare: `root: #1, #2`, `tab Books*: #3`, `level 1: #4`,
  /// `dialog: #5`.
  public var description: String {
    var lines: [String] = []
    if tabs.isEmpty {
      lines.append("root: \(PlatformCommand.list(root))")
    }
    for tab in tabs {
      lines.append(
        "tab \(tab.name)\(tab.name == selectedTab ? "*" : ""): \(PlatformCommand.list(tab.ids))")
    }
    for (index, ids) in presented.enumerated() {
      lines.append("level \(index + 1): \(PlatformCommand.list(ids))")
    }
    if let dialog {
      lines.append("dialog: #\(dialog)")
    }
    return lines.joined(separator: "\n")
  }
}
