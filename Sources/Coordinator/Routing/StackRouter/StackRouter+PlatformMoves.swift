extension StackRouter {
  /// The platform begins an interactive pop (a back-swipe) of the top screen.
  ///
  /// The screen stays until ``finishInteractivePop()``; after
  /// ``cancelInteractivePop()`` nothing has changed. Calls made in between are
  /// queued. Throws ``RouterError/nothingToPop`` at the root of a level,
  /// ``RouterError/dialogShown`` over a dialog and ``RouterError/transitionInFlight`` while
  /// another transition runs.
  @discardableResult
  public func beginInteractivePop() throws(RouterError) -> RouterEntry {
    guard !gate.isInFlight else { throw .transitionInFlight }
    guard !state.showsDialog else { throw .dialogShown }
    let level = state.topLevel
    guard state.count(on: level) > 1, let record = state.top else { throw .nothingToPop }
    gate.isInFlight = true
    gate.interactiveEntry = record.id
    let entry = entry(record, level)
    emit(.interactivePopBegan(entry))
    return entry
  }

  /// The interactive pop completes: the screen leaves and its `onPop` runs.
  ///
  /// A ``LeaveGuard`` of the screen or of its owner is asked first; when it refuses, the pop
  /// ends as a cancelled one does, with the screen in place, and is reported as
  /// ``RouterEvent/leaveRefused(_:_:reason:)``; then the guard's
  /// ``LeaveGuard/leaveRefused(_:)`` runs. It does not throw then: the gesture happened.
  public func finishInteractivePop() throws(RouterError) {
    guard gate.interactiveEntry != nil else { throw .noInteractivePop }
    let level = state.topLevel
    if let top = state.top, let refusal = refusal(of: .interactivePop, among: [top], level: level) {
      gate.interactiveEntry = nil
      report(refusal, of: .interactivePop)
      endTransition()
      return
    }
    gate.interactiveEntry = nil
    _ = removeAbove(
      level: level, keeping: state.count(on: level) - 1, animated: true, cause: .interactivePop)
    endTransition()
  }

  /// The interactive pop is cancelled: the screen stays and nothing is released.
  public func cancelInteractivePop() throws(RouterError) {
    guard let id = gate.interactiveEntry, let position = state.position(of: id) else {
      throw .noInteractivePop
    }
    gate.interactiveEntry = nil
    emit(.interactivePopCancelled(entry(state[position], position.level)))
    endTransition()
  }

  /// The platform's back button: an interactive pop that begins and completes.
  public func goBack() throws(RouterError) {
    try beginInteractivePop()
    try finishInteractivePop()
  }

  /// The platform's swipe-down of the top presented level: the level leaves and its callbacks run.
  ///
  /// A ``LeaveGuard`` among the level's screens and their owners is asked first; when one
  /// refuses, the level stays, as a real one springs back, and the refusal is reported as
  /// ``RouterEvent/leaveRefused(_:_:reason:)`` before the guard's ``LeaveGuard/leaveRefused(_:)``
  /// runs. Throws ``RouterError/nothingPresented`` when no level is presented,
  /// ``RouterError/dialogShown`` for a dialog and ``RouterError/transitionInFlight`` while a
  /// transition runs.
  public func swipeToDismiss() throws(RouterError) {
    guard !gate.isInFlight else { throw .transitionInFlight }
    guard state.topLevel > 0 else { throw .nothingPresented }
    guard !state.showsDialog else { throw .dialogShown }
    gate.isInFlight = true
    let level = state.topLevel
    if let refusal = refusal(of: .swipeDown, among: Array(state.records(on: level)), level: level) {
      report(refusal, of: .swipeDown)
      endTransition()
      return
    }
    _ = removeAbove(level: state.topLevel, keeping: 0, animated: true, cause: .swipeDown)
    endTransition()
  }

  /// Completes the held transition and runs the calls queued behind it, in order.
  ///
  /// Only for ``TransitionStyle/manual``. Throws
  /// ``RouterError/noTransitionInFlight`` when no transition is held.
  public func completeTransition() throws(RouterError) {
    if gate.isMakingChange && transitionStyle == .manual && !gate.completedWhileMaking {
      gate.completedWhileMaking = true
      return
    }
    guard gate.isHeld else { throw .noTransitionInFlight }
    gate.isHeld = false
    endTransition()
  }
}
