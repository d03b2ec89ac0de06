import Coordinator

/// The keys of the Game flow, after `/main/game`.
enum GameKey: String, PathKey {
  /// The Result screen, `/main/game/result`: shown only once the game is won.
  case result
}
