/// The tallies a ``BaseCoordinator`` carries of its screens: one ``ScreenOwnership`` for each
/// router it shows screens on, nearly always one.
struct CarriedTallies {
  /// The tally of the router the coordinator showed a screen on last, found without a search.
  var first: ScreenOwnership?
  /// The tallies of the other routers it has shown screens on.
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
    // Another router: its tally becomes the first, so that the next screen there, most often
    // the next one shown, finds it without a search, however many routers went before.
    var found: ScreenOwnership
    if let index = screenTallies.more.firstIndex(where: { $0.screens.serial == serial }) {
      found = screenTallies.more.remove(at: index)
      if found.name != name {
        found = ScreenOwnership(found.screens, name: name)
      }
    } else {
      found = ScreenOwnership(OwnerScreens(self, serial: serial), name: name)
    }
    if let first = screenTallies.first {
      screenTallies.more.append(first)
    }
    screenTallies.first = found
    return found
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
