public import Coordinator

extension PlatformScreens {
  /// The commands that change what the platform shows from these screens to `target`, in the
  /// order the platform must run them: the dialog and the presented levels that go, a new root,
  /// the tab selection, each stack that changed, then the levels and the dialog that come.
  ///
  /// A presented level stays when its root screen is the same on both sides;
  /// `replacingRoot` dismisses every level and sets the root even when it looks the same, as
  /// after `RouterEvent/rootReplaced(_:removed:animated:)` or
  /// `RouterEvent/tabsSet(_:selected:removed:animated:)`. `dialogContent` is what the target's
  /// dialog shows; without it, its command shows a title-less dialog with no button.
  public func commands(
    toShow target: PlatformScreens, replacingRoot: Bool = false, animated: Bool,
    dialogContent: DialogContent<String>? = nil
  ) -> [PlatformCommand] {
    var commands: [PlatformCommand] = []
    let newRoot =
      replacingRoot || tabs.map(\.name) != target.tabs.map(\.name)
      || (target.tabs.isEmpty && root.first != target.root.first)
    let kept =
      newRoot ? 0 : zip(presented, target.presented).prefix { $0.first == $1.first }.count
    let hidesDialog = dialog != nil && (dialog != target.dialog || kept < presented.count)
    if hidesDialog {
      commands.append(.hideDialog(animated: animated))
    }
    if kept < presented.count {
      commands.append(.dismiss(level: kept + 1, animated: animated))
    }
    if newRoot {
      if target.tabs.isEmpty {
        commands.append(.setRoot(target.root, animated: animated))
      } else {
        commands.append(
          .setTabs(target.tabs, selected: target.selectedTab ?? "", animated: animated))
      }
    } else {
      if let selected = target.selectedTab, selected != selectedTab {
        commands.append(.selectTab(selected, animated: animated))
      }
      for tab in target.tabs where self[.tab(tab.name)] != tab.ids {
        commands.append(.setStack(.tab(tab.name), tab.ids, animated: animated))
      }
      if target.tabs.isEmpty && root != target.root {
        commands.append(.setStack(.level(0), target.root, animated: animated))
      }
    }
    for level in target.presented.indices {
      if level < kept {
        if presented[level] != target.presented[level] {
          commands.append(.setStack(.level(level + 1), target.presented[level], animated: animated))
        }
      } else {
        commands.append(.present(level: level + 1, target.presented[level], animated: animated))
      }
    }
    if let dialog = target.dialog, dialog != self.dialog || hidesDialog {
      let shown = dialogContent.map { PlatformDialog(id: dialog, content: $0) }
      commands.append(.showDialog(shown ?? PlatformDialog(id: dialog), animated: animated))
    }
    return commands
  }
}
