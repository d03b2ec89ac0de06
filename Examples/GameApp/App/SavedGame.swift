/// A game in progress or won, as `--state` saves it, so that a new session resumes it.
///
/// Stored as JSON, `{"difficulty":"normal","hint":"tooHigh","secret":39,"tries":1}`;
/// `hint`, what the last guess earned, is left out before the first guess.
/// Decoding checks that the game could have been played: the secret in the
/// difficulty's range, a hint only after a guess, and a bounded number of
/// tries, so that a state file written by hand cannot stop the app.
struct SavedGame: Codable, Equatable, Sendable {
  /// The most tries a saved game may have; each guess adds one.
  static let maximumTries = Int(Int32.max)

  var difficulty: Difficulty
  var secret: Int
  var tries: Int
  var hint: GameViewModel.Hint?

  init(difficulty: Difficulty, secret: Int, tries: Int = 0, hint: GameViewModel.Hint? = nil) {
    self.difficulty = difficulty
    self.secret = secret
    self.tries = tries
    self.hint = hint
  }

  /// Whether the game was won, so that resuming it shows its Result.
  var isWon: Bool { hint == .correct }

  /// Whether a game of this difficulty could have come to this secret, tries and hint.
  var isPlayable: Bool {
    difficulty.range.contains(secret) && (0...Self.maximumTries).contains(tries)
      && (hint == nil || tries > 0)
  }

  private enum CodingKeys: String, CodingKey {
    case difficulty
    case secret
    case tries
    case hint
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      difficulty: try container.decode(Difficulty.self, forKey: .difficulty),
      secret: try container.decode(Int.self, forKey: .secret),
      tries: try container.decode(Int.self, forKey: .tries),
      hint: try container.decodeIfPresent(GameViewModel.Hint.self, forKey: .hint))
    guard isPlayable else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "not a game that could be played"))
    }
  }
}
