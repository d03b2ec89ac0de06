/// What the Game flow ends with when the person leaves a won game with `done`.
struct WonGame: Equatable, Sendable {
  /// The number that was guessed.
  let secret: Int
  /// How many guesses it took.
  let tries: Int
}
