/// One change a router made, as observers and its journal receive it.
///
/// Entries removed together are listed newest first, the order in which they
/// leave and in which their `onPop` callbacks run.
public enum RouterEvent: Hashable, Codable, Sendable, CustomStringConvertible {
  /// A screen was pushed on the top level, or on a tab's stack (the entry names the tab).
  case pushed(RouterEntry, animated: Bool)
  /// A screen was presented on a new level of its own.
  case presented(RouterEntry, animated: Bool)
  /// Screens left the top of a level that stays.
  case popped([RouterEntry], animated: Bool, cause: PopCause)
  /// A whole presented level left, with every screen on it.
  case dismissed([RouterEntry], animated: Bool, cause: PopCause)
  /// Every screen left and one screen became the root of level 0.
  case rootReplaced(RouterEntry, removed: [RouterEntry], animated: Bool)
  /// Every screen left and level 0 became a tab set of these tabs, each with an empty stack,
  /// with one of them selected.
  case tabsSet([String], selected: String, removed: [RouterEntry], animated: Bool)
  /// Another tab was selected, by a call or by the platform's tab bar; its stack is now level 0.
  case tabSelected(String, previous: String, animated: Bool)
  /// The platform began an interactive pop of this entry.
  case interactivePopBegan(RouterEntry)
  /// The platform cancelled the interactive pop of this entry; it stays.
  case interactivePopCancelled(RouterEntry)
  /// A platform move would have taken this entry off, and a ``LeaveGuard`` of the screen or of
  /// its owner refused, for `reason`: nothing moved. An interactive pop refused this way ends
  /// here, as one the person cancelled ends with ``interactivePopCancelled(_:)``. (A link a
  /// guard refuses is a ``PathError/leaveRefused(_:reason:)``.)
  case leaveRefused(RouterEntry, LeaveRequest, reason: String)
  /// A call queued during a transition failed when its turn came, or a push or present went
  /// beyond the router's maximum depth; nothing moved.
  case rejected(RouterCall, RouterError)

  /// The event in one line, such as `pushed #2 Game` or `popped #3 Result, #2 Game`.
  public var description: String {
    switch self {
    case .pushed(let entry, let animated):
      "pushed \(Self.shown(entry))\(Self.note(animated: animated))"
    case .presented(let entry, let animated):
      "presented \(Self.shown(entry)) on level \(entry.level)\(Self.note(animated: animated))"
    case .popped(let entries, let animated, let cause):
      "popped \(Self.list(entries))\(Self.note(animated: animated, cause: cause))"
    case .dismissed(let entries, let animated, let cause):
      "dismissed \(Self.list(entries))\(Self.note(animated: animated, cause: cause))"
    case .rootReplaced(let entry, let removed, let animated):
      "root \(Self.shown(entry)) replaced \(removed.isEmpty ? "nothing" : Self.list(removed))"
        + Self.note(animated: animated)
    case .tabsSet(let tabs, let selected, let removed, let animated):
      "tabs \(tabs.map { $0 == selected ? "\($0)*" : $0 }.joined(separator: ", ")) replaced "
        + (removed.isEmpty ? "nothing" : Self.list(removed)) + Self.note(animated: animated)
    case .tabSelected(let tab, let previous, let animated):
      "selected tab \(tab) (was \(previous))\(Self.note(animated: animated))"
    case .interactivePopBegan(let entry):
      "interactive pop of \(Self.shown(entry)) began"
    case .interactivePopCancelled(let entry):
      "interactive pop of \(Self.shown(entry)) cancelled"
    case .leaveRefused(let entry, let request, let reason):
      "\(Self.shown(entry)) stayed (\(request)): \(reason)"
    case .rejected(let call, let error):
      "rejected \(call): \(error)"
    }
  }

  /// The entries the event names, in the order its ``description`` writes them.
  public var entries: [RouterEntry] {
    switch self {
    case .pushed(let entry, _), .presented(let entry, _), .interactivePopBegan(let entry),
      .interactivePopCancelled(let entry), .leaveRefused(let entry, _, _):
      [entry]
    case .popped(let entries, _, _), .dismissed(let entries, _, _), .tabsSet(_, _, let entries, _):
      entries
    case .rootReplaced(let entry, let removed, _): [entry] + removed
    case .tabSelected, .rejected: []
    }
  }

  private static func list(_ entries: [RouterEntry]) -> String {
    entries.map(shown).joined(separator: ", ")
  }

  /// The entry as `#id Name`, with ` in TAB` for an entry of a tab.
  private static func shown(_ entry: RouterEntry) -> String {
    entry.tab.map { "\(entry) in \($0)" } ?? entry.description
  }

  private static func note(animated: Bool, cause: PopCause = .programmatic) -> String {
    var notes: [String] = []
    if !animated { notes.append("not animated") }
    switch cause {
    case .programmatic: break
    case .interactivePop: notes.append("interactive")
    case .swipeDown: notes.append("swipe-down")
    case .tabReselected: notes.append("tab re-selected")
    }
    return notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"
  }
}
