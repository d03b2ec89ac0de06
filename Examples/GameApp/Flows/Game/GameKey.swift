import Coordinator

/// The keys of the Game flow, after `/main/game`.
enum GameKey: String, AppPathKey {
  /// The Result screen, `/main/game/result`: shown only once the game is won.
  case result

  var unreachableReason: String? { "it is reached only by winning a game" }
}
