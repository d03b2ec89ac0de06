// The leave guards of the platform's moves: asked before the move, with the gate closed, so
// that what a guard or its `leaveRefused` asks of the router waits behind the refusal.

extension StackRouter {
  /// A guard that refused a move, with the entry it refused for and its reason.
  struct Refusal {
    let entry: RouterEntry
    let guardian: any LeaveGuard
    let reason: String
  }

  /// The first refusal of `request` among `records`, newest first: each screen that is a
  /// ``LeaveGuard``, then its owner if that is one, each owner asked once. `tab` names the
  /// tab whose stack holds the records, if any; they are on `level`.
  func refusal(
    of request: LeaveRequest, among records: [ScreenRecord], level: Int, tab: String? = nil
  ) -> Refusal? {
    var askedOwners: [ObjectIdentifier] = []
    for record in records.reversed() {
      var guardians: [any LeaveGuard] = []
      if let screen = record.screen as? any LeaveGuard {
        guardians.append(screen)
      }
      if let owner = record.owner, !askedOwners.contains(ObjectIdentifier(owner)) {
        askedOwners.append(ObjectIdentifier(owner))
        if let ownerGuard = owner as? any LeaveGuard {
          guardians.append(ownerGuard)
        }
      }
      for guardian in guardians {
        if case .stay(let reason) = guardian.leaveDecision(for: request) {
          let entry = entry(record, level, tab: level == 0 ? tab ?? levels.tabs?.selectedName : nil)
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
