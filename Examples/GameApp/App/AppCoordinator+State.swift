import Coordinator

extension AppCoordinator {
  /// Where the app is, to be restored by a later session; `nil` when no screen is shown.
  var savedState: SavedState? {
    guard currentPath != nil else { return nil }
    return SavedState(
      navigation: navigation.snapshot(), isLoggedIn: isLoggedIn,
      game: mainFlow?.child(GameFlowCoordinator.self)?.savedGame,
      pendingLink: pendingLink?.description)
  }

  /// Puts a freshly started app where `state` left an earlier session.
  ///
  /// First the session: a state saved logged in starts logged in, as a
  /// verified code does. Then the path, through ``open(path:)``, so that a
  /// path under `/main` saved logged out waits for the login as a deep link
  /// does. Two screens a link cannot show are shown again from what the
  /// person did: a saved game in play is resumed at `/main/game`, and a won
  /// one shows its Result at `/main/game/result`; at `/login/otp` the code
  /// is sent again, as entering a name does. Last, a deep link that was
  /// waiting for the login waits again.
  ///
  /// - Throws: the error of the first path that cannot be opened; what came
  ///   before it stays restored.
  func restore(_ state: SavedState) throws(OpenPathError) {
    if state.isLoggedIn && !isLoggedIn {
      // The main key always resolves; logging in is leaving Auth for Main.
      try? navigation.apply(FlowPath(AppKey.main))
    }
    let target = state.path
    let game = FlowPath(AppKey.main, MainKey.game)
    // A game is resumed on the screen it was saved on: a won one on its Result, one in play
    // on the Game screen; a won game saved at `/main/game` (as older versions could) gives
    // way to a new one there.
    if let saved = state.game, isLoggedIn,
      target == (saved.isWon ? game.appending(GameKey.result) : game)
    {
      try open(path: FlowPath(AppKey.main).description)
      mainFlow?.resumeGame(saved)
    } else if target == FlowPath(AppKey.login, AuthKey.otp) && !isLoggedIn {
      try open(path: FlowPath(AppKey.login).description)
      authFlow?.resendCode()
    } else {
      try open(path: state.path.description)
    }
    if let link = state.pendingLink {
      try open(path: link)
    }
  }
}
