// The leave guards of the platform's moves: asked before the move, with the gate closed, so
// that what a guard or its `leaveRefused` asks of the router waits behind the refusal.

extension StackRouter {
  /// A guard that refused a move, with the entry it refused for and its reason.
  struct Refusal {
    let entry: RouterEntry
    let guardian: any LeaveGuard
    let reason: String
  }

  /// The first refusal of `request` among `records`, the screens it would take off, newest
  /// first: each screen that is a ``LeaveGuard``, then its owner if that is one and the move
  /// takes the last of its screens (its flow would end), each owner asked once. A screen whose
  /// owner has finished is leaving already and asks nothing. `tab` names the tab whose stack
  /// holds the records, if any; they are on `level`.
  func refusal(
    of request: LeaveRequest, among records: [ScreenRecord], level: Int, tab: String? = nil
  ) -> Refusal? {
    // How many of the records each owner has, counted in one pass: an owner is asked when
    // the move takes all of its screens, which its tally counts on every level and tab.
    var taken: [ObjectIdentifier: Int] = [:]
    for record in records {
      if let owner = record.owner, owner is any LeaveGuard {
        taken[ObjectIdentifier(owner), default: 0] += 1
      }
    }
    var askedOwners: Set<ObjectIdentifier> = []
    for record in records.reversed() {
      if let ownership = record.ownership {
        guard let owner = ownership.owner, owner.lifecycle != .finished, !ownership.isLeaving
        else { continue }
      }
      var guardians: [any LeaveGuard] = []
      if let screen = record.screen as? any LeaveGuard {
        guardians.append(screen)
      }
      if let owner = record.owner, askedOwners.insert(ObjectIdentifier(owner)).inserted,
        let ownerGuard = owner as? any LeaveGuard,
        record.ownership?.screens.count == taken[ObjectIdentifier(owner)]
      {
        guardians.append(ownerGuard)
      }
      for guardian in guardians {
        if case .stay(let reason) = guardian.leaveDecision(for: request) {
          let entry = entry(record, level, tab: level == 0 ? tab ?? state.selectedTabName : nil)
          return Refusal(entry: entry, guardian: guardian, reason: reason)
        }
      }
    }
    return nil
  }

  /// Reports `refusal` and tells its guard; the gate is still closed, so that the guard's
  /// calls run after the report.
  func report(_ refusal: Refusal, of request: LeaveRequest) {
    emit(.leaveRefused(refusal.entry, request, reason: refusal.reason))
    refusal.guardian.leaveRefused(request)
  }
}

extension StackRouter {
  /// What the guards answer now for `request`, asked as the move would ask them, without
  /// moving anything and without telling them of a refusal.
  ///
  /// For a platform layer that decides before its gesture begins — whether a back-swipe may
  /// start, whether a sheet may be swiped down — and then makes the move on the router, which
  /// asks again and reports the refusal. ``LeaveRequest/interactivePop`` asks about the top
  /// screen, ``LeaveRequest/swipeDown`` about the top presented level, and
  /// ``LeaveRequest/tabReselected`` about the selected tab's screens above its root; a
  /// ``LeaveRequest/link`` is a ``PathNavigator``'s to ask, and is answered
  /// ``LeaveDecision/leave`` here.
  /// While a dialog is shown, every platform move waits for its answer:
  /// `.stay(reason: "answer the dialog first")`.
  public func leaveDecision(for request: LeaveRequest) -> LeaveDecision {
    if request != .link && state.showsDialog {
      return .stay(reason: RouterError.dialogShown.description)
    }
    let level = state.topLevel
    let records: [ScreenRecord]
    switch request {
    case .interactivePop: records = state.count(on: level) > 1 ? state.top.map { [$0] } ?? [] : []
    case .swipeDown: records = level > 0 ? Array(state.records(on: level)) : []
    case .tabReselected:
      records = level == 0 && state.tabs != nil ? Array(state.records(on: 0).dropFirst()) : []
    case .link: records = []
    }
    return refusal(of: request, among: records, level: level).map { .stay(reason: $0.reason) }
      ?? .leave
  }
}
