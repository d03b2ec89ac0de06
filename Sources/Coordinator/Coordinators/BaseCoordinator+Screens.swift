/// The tallies a ``BaseCoordinator`` carries of its screens: one ``ScreenOwnership`` for each
/// router it shows screens on, nearly always one.
struct CarriedTallies {
  /// The tally of the first router the coordinator showed a screen on.
  var first: ScreenOwnership?
  /// The tallies of any other router, in the order the coordinator first used them.
  var more: [ScreenOwnership] = []
}

extension BaseCoordinator {
  /// The ownership of a new screen of this coordinator on the router whose state has the
  /// tallies numbered `serial`: the one its screens there share while its name stays the same,
  /// made on its first screen there.
  func screenOwnership(on serial: Int) -> ScreenOwnership {
    let name = self.name
    if let first = screenTallies.first, first.screens.serial == serial {
      guard first.name != name else { return first }
      let renamed = ScreenOwnership(first.screens, name: name)
      screenTallies.first = renamed
      return renamed
    }
    if let index = screenTallies.more.firstIndex(where: { $0.screens.serial == serial }) {
      let current = screenTallies.more[index]
      guard current.name != name else { return current }
      let renamed = ScreenOwnership(current.screens, name: name)
      screenTallies.more[index] = renamed
      return renamed
    }
    let fresh = ScreenOwnership(OwnerScreens(self, serial: serial), name: name)
    if screenTallies.first == nil {
      screenTallies.first = fresh
    } else {
      screenTallies.more.append(fresh)
    }
    return fresh
  }

  /// The tally of this coordinator's screens on the router whose state has the tallies
  /// numbered `serial`, if it has shown any there.
  func screens(on serial: Int) -> OwnerScreens? {
    if let first = screenTallies.first, first.screens.serial == serial {
      return first.screens
    }
    return screenTallies.more.first { $0.screens.serial == serial }?.screens
  }
}
