extension StackRouter {
  /// The names of the tab set's tabs in their order; empty on a router without tabs.
  public var tabNames: [String] { state.tabs?.names ?? [] }

  /// The name of the selected tab, or `nil` on a router without tabs.
  public var selectedTab: String? { state.selectedTabName }

  /// The tab set with its owner, or `nil` on a router without tabs.
  public var ownedTabSet: OwnedTabSet? {
    guard let tabs = state.tabs else { return nil }
    return OwnedTabSet(
      tabs: CoordinatorTree.Tabs(names: tabs.names, selected: tabs.names[state.rootIndex]),
      ownerName: tabs.ownership?.name, owner: tabs.ownership?.owner,
      isLeaving: tabs.ownership?.isLeaving ?? false)
  }

  /// Replaces every screen on every level with a tab set: `tabs`, each with an empty stack of
  /// its own, and `selected` selected, as a tab bar controller made the root does.
  ///
  /// The selected tab's stack is level 0: the router's own push, pop and interactive pop act
  /// on it, and presented levels cover the whole tab set. Each tab's flow works on its stack
  /// through ``router(forTab:)``, whether its tab is selected or not. Every replaced screen's
  /// `onPop` runs, as with ``setRoot(_:owner:animated:onPop:)``, which in turn replaces the
  /// tab set.
  ///
  /// `onSelect` is told the name of every tab that becomes selected, by ``selectTab(_:animated:)``
  /// or ``tapTab(_:)``, starting with `selected` once the tabs are set: where an app starts a
  /// tab's flow the first time its tab shows. The router keeps it until the tab set is
  /// replaced; capture the coordinator weakly.
  ///
  /// When `owner` has finished, nothing is replaced: the outcome is
  /// ``RouterOutcome/refused(_:)`` (for a call made at once), and a
  /// ``RouterEvent/rejected(_:_:)`` event reports ``RouterError/ownerFinished(_:)``.
  ///
  /// - Precondition: `tabs` is not empty, its names are distinct and valid
  ///   (``CoordinatorTree/Tabs/isValidName(_:)``), and `selected` is one of them.
  @discardableResult
  public func setTabs(
    _ tabs: [String], selected: String, owner: (any FlowCoordinator)?, animated: Bool,
    onSelect: (@MainActor (String) -> Void)?
  ) -> RouterOutcome {
    precondition(Set(tabs).count == tabs.count, "tab names must be distinct: \(tabs)")
    for tab in tabs {
      precondition(
        CoordinatorTree.Tabs.isValidName(tab), "\(tab.debugDescription) cannot name a tab")
    }
    guard let index = tabs.firstIndex(of: selected) else {
      preconditionFailure("the selected tab \(selected) is not one of \(tabs)")
    }
    let set = TabSet(
      names: tabs, generation: state.nextTabGeneration, ownership: owner.map(ScreenOwnership.init),
      onSelect: onSelect)
    state.requestedTabs = (tabs, state.nextTabGeneration)
    state.nextTabGeneration += 1
    return perform(.setTabs(set, selected: index, animated: animated))
  }

  /// Selects `tab`, as code setting a tab bar's selection does: its stack becomes level 0,
  /// under any presented level, and the other stacks stay as they are.
  ///
  /// Does nothing when `tab` is selected already. Throws ``RouterError/noTabs`` or
  /// ``RouterError/unknownTab(_:)``; queued behind a transition in flight, a failure is a
  /// ``RouterEvent/rejected(_:_:)`` event.
  public func selectTab(_ tab: String, animated: Bool) throws(RouterError) {
    try attempt(.select(tab, animated: animated))
  }

  /// The platform's tab bar: the user taps `tab`.
  ///
  /// Another tab becomes selected, as with ``selectTab(_:animated:)``; a tap on the tab already
  /// selected pops its stack to the root, as the platform does, with the cause
  /// ``PopCause/tabReselected``, unless a ``LeaveGuard`` among the screens it would pop, or
  /// their owners, refuses: then nothing moves, the refusal is reported as
  /// ``RouterEvent/leaveRefused(_:_:reason:)`` and the guard's ``LeaveGuard/leaveRefused(_:)``
  /// runs (the tap happened, so this does not throw). Throws ``RouterError/dialogShown`` over a
  /// dialog, ``RouterError/tabBarCovered`` while another presented level covers the tabs,
  /// ``RouterError/transitionInFlight`` while a transition runs, and ``RouterError/noTabs`` or
  /// ``RouterError/unknownTab(_:)``; nothing moves then.
  public func tapTab(_ tab: String) throws(RouterError) {
    guard !gate.isInFlight else { throw .transitionInFlight }
    guard let tabs = state.tabs else { throw .noTabs }
    guard let index = tabs.names.firstIndex(of: tab) else { throw .unknownTab(tab) }
    guard !state.showsDialog else { throw .dialogShown }
    guard state.topLevel == 0 else { throw .tabBarCovered }
    gate.isInFlight = true
    if index == state.rootIndex {
      let records = state.records(onTab: index)
      if let refusal = refusal(
        of: .tabReselected, among: Array(records.dropFirst()), level: 0, tab: tab)
      {
        report(refusal, of: .tabReselected)
      } else {
        _ = remove(
          onTab: index, keeping: min(1, records.count), animated: true, cause: .tabReselected)
      }
    } else {
      _ = selectTab(index, animated: false)
    }
    endTransition()
  }

  /// The router of `tab`'s stack, for the flow of that tab; `nil` when the tab set has no
  /// such tab.
  ///
  /// The tab set is the one most recently asked for: one that waits behind a transition in
  /// flight gives routers whose calls wait behind it too. Their calls act on that tab's stack
  /// whether the tab is selected or not; once the tab set is replaced, they are refused with
  /// ``RouterError/tabGone(_:)``.
  public func router(forTab tab: String) -> TabStackRouter? {
    guard let tabs = state.requestedTabs, let index = tabs.names.firstIndex(of: tab) else {
      return nil
    }
    return TabStackRouter(
      container: self, target: TabTarget(index: index, generation: tabs.generation, name: tab))
  }

  /// Makes a call through the router of a tab, or queues it; used by ``TabStackRouter``.
  func attempt(_ call: Call.TabCall, on target: TabTarget) throws(RouterError) {
    try attempt(.onTab(target, call))
  }

  /// Makes a call through the router of a tab that does not throw now, or queues it.
  @discardableResult
  func perform(_ call: Call.TabCall, on target: TabTarget) -> RouterOutcome {
    perform(.onTab(target, call))
  }
}
