/// A game in progress or won, as `--state` saves it, so that a new session resumes it.
///
/// Stored as JSON,
/// `{"difficulty":"normal","high":49,"hint":"tooHigh","low":1,"secret":39,"tries":1}`;
/// `hint`, what the last guess earned, is left out before the first guess, and `low` and
/// `high`, the bounds the guesses left for the secret, when they are the difficulty's range
/// (as a file written before they were saved has it) or the game was won.
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
  /// The bounds the guesses left for the secret; the difficulty's range when `nil`.
  var bounds: ClosedRange<Int>?

  init(
    difficulty: Difficulty, secret: Int, tries: Int = 0, hint: GameViewModel.Hint? = nil,
    bounds: ClosedRange<Int>? = nil
  ) {
    self.difficulty = difficulty
    self.secret = secret
    self.tries = tries
    self.hint = hint
    // A won game's bounds are its secret: they are not saved.
    self.bounds = bounds == difficulty.range || hint == .correct ? nil : bounds
  }

  /// Whether the game was won, so that resuming it shows its Result.
  var isWon: Bool { hint == .correct }

  /// Whether a game of this difficulty could have come to this secret, tries and hint.
  var isPlayable: Bool {
    let bounds = bounds ?? difficulty.range
    return difficulty.range.contains(secret) && (0...Self.maximumTries).contains(tries)
      && (hint == nil || tries > 0) && bounds.contains(secret)
      && difficulty.range.contains(bounds.lowerBound)
      && difficulty.range.contains(bounds.upperBound)
  }

  private enum CodingKeys: String, CodingKey {
    case difficulty
    case secret
    case tries
    case hint
    case low
    case high
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(difficulty, forKey: .difficulty)
    try container.encode(secret, forKey: .secret)
    try container.encode(tries, forKey: .tries)
    try container.encodeIfPresent(hint, forKey: .hint)
    try container.encodeIfPresent(bounds?.lowerBound, forKey: .low)
    try container.encodeIfPresent(bounds?.upperBound, forKey: .high)
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      difficulty: try container.decode(Difficulty.self, forKey: .difficulty),
      secret: try container.decode(Int.self, forKey: .secret),
      tries: try container.decode(Int.self, forKey: .tries),
      hint: try container.decodeIfPresent(GameViewModel.Hint.self, forKey: .hint))
    let low = try container.decodeIfPresent(Int.self, forKey: .low)
    let high = try container.decodeIfPresent(Int.self, forKey: .high)
    if low != nil || high != nil {
      let range = difficulty.range
      let (lower, upper) = (low ?? range.lowerBound, high ?? range.upperBound)
      guard lower <= upper else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "low is above high"))
      }
      bounds = lower...upper == range || hint == .correct ? nil : lower...upper
    }
    guard isPlayable else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "not a game that could be played"))
    }
  }
}
