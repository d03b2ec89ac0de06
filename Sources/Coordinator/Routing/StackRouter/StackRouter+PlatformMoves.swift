extension StackRouter {
  /// The platform begins an interactive pop (a back-swipe) of the top screen.
  ///
  /// The screen stays until ``finishInteractivePop()``; after
  /// ``cancelInteractivePop()`` nothing has changed. Calls made in between are
  /// queued. Throws ``RouterError/nothingToPop`` at the root of a level and
  /// ``RouterError/transitionInFlight`` while another transition runs.
  @discardableResult
  public func beginInteractivePop() throws(RouterError) -> RouterEntry {
    guard !gate.isInFlight else { throw .transitionInFlight }
    let level = levels.topLevel
    guard levels.count(on: level) > 1, let record = levels.top else { throw .nothingToPop }
    gate.isInFlight = true
    gate.interactiveEntry = record.id
    let entry = entry(record, level)
    emit(.interactivePopBegan(entry))
    return entry
  }

  /// The interactive pop completes: the screen leaves and its `onPop` runs.
  public func finishInteractivePop() throws(RouterError) {
    guard gate.interactiveEntry != nil else { throw .noInteractivePop }
    gate.interactiveEntry = nil
    let level = levels.topLevel
    _ = removeAbove(
      level: level, keeping: levels.count(on: level) - 1, animated: true, cause: .interactivePop)
    endTransition()
  }

  /// The interactive pop is cancelled: the screen stays and nothing is released.
  public func cancelInteractivePop() throws(RouterError) {
    guard let id = gate.interactiveEntry, let position = levels.position(of: id) else {
      throw .noInteractivePop
    }
    gate.interactiveEntry = nil
    emit(.interactivePopCancelled(entry(levels[position], position.level)))
    endTransition()
  }

  /// The platform's back button: an interactive pop that begins and completes.
  public func goBack() throws(RouterError) {
    try beginInteractivePop()
    try finishInteractivePop()
  }

  /// The platform's swipe-down of the top presented level: the level leaves and its callbacks run.
  ///
  /// Throws ``RouterError/nothingPresented`` when no level is presented and
  /// ``RouterError/transitionInFlight`` while a transition runs.
  public func swipeToDismiss() throws(RouterError) {
    guard !gate.isInFlight else { throw .transitionInFlight }
    guard levels.topLevel > 0 else { throw .nothingPresented }
    gate.isInFlight = true
    _ = removeAbove(level: levels.topLevel, keeping: 0, animated: true, cause: .swipeDown)
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
