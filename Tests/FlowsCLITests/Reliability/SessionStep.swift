/// One step of a random session: a line, or a guess made from the secret of the game on screen.
///
/// A guess is kept as what it means, not as a number, so that a shrunk session, whose games
/// draw other secrets, still guesses right where the original did.
enum SessionStep: Hashable, Sendable {
  /// A line run as it is.
  case line(String)
  /// `guess N` with N the secret plus `offset`: 0 wins, others are wrong or out of range.
  case guess(offset: Int)

  /// The line to run, given the secret of the game on screen, if one is.
  func line(secret: Int?) -> String {
    switch self {
    case .line(let line): line
    case .guess(let offset): "guess \((secret ?? 50) + offset)"
    }
  }
}
