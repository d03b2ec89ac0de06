import MVVM
import Observation

/// The guessing game: a secret number in a range, the guesses so far and the last hint.
@MainActor
@Observable
final class GameViewModel: ViewModel, StateDeclaring {
  /// The guesses so far and the bounds they leave for the secret, as `:state` prints them.
  struct State: Equatable, Sendable {
    var guesses: Int
    var low: Int
    var high: Int
  }

  /// What the last guess earned; its raw value is how a saved game names it.
  enum Hint: String, Codable, Equatable, Sendable {
    case tooLow
    case tooHigh
    case correct
  }

  let range: ClosedRange<Int>
  private(set) var tries = 0
  private(set) var hint: Hint?
  /// The lowest number the secret can still be, by the guesses so far.
  private(set) var low: Int
  /// The highest number the secret can still be, by the guesses so far.
  private(set) var high: Int
  @ObservationIgnored private(set) var secret: Int
  @ObservationIgnored private weak var output: (any GameViewModelOutput)?

  /// A game with `tries` guesses made, the last of which earned `hint`, that leave the secret
  /// in `bounds` (the whole range when `nil`); a new game by default.
  init(
    range: ClosedRange<Int>, secret: Int, tries: Int = 0, hint: Hint? = nil,
    bounds: ClosedRange<Int>? = nil, output: any GameViewModelOutput
  ) {
    precondition(range.contains(secret), "the secret \(secret) is outside \(range)")
    precondition(
      tries >= 0 && (hint == nil || tries > 0), "\(tries) tries cannot earn \(hint as Any)")
    self.range = range
    self.secret = secret
    self.tries = tries
    self.hint = hint
    let bounds = hint == .correct ? secret...secret : bounds ?? range
    precondition(
      bounds.contains(secret) && range.contains(bounds.lowerBound)
        && range.contains(bounds.upperBound), "\(bounds) cannot hold \(secret) in \(range)")
    low = bounds.lowerBound
    high = bounds.upperBound
    self.output = output
  }

  var state: State { State(guesses: tries, low: low, high: high) }

  /// Whether the secret was guessed; further guesses are ignored.
  var isWon: Bool { hint == .correct }

  /// The player guessed `number`; a number outside ``range`` is ignored.
  func guessSubmitted(_ number: Int) {
    guard range.contains(number), hint != .correct else { return }
    tries += 1
    hint = number < secret ? .tooLow : number > secret ? .tooHigh : .correct
    switch hint {
    case .tooLow: low = max(low, number + 1)
    case .tooHigh: high = min(high, number - 1)
    case .correct, nil: (low, high) = (number, number)
    }
    if hint == .correct {
      output?.onGameGuessedCorrectly(self)
    }
  }

  func quitButtonTapped() {
    output?.onGameQuitButtonTap(self)
  }

  /// Starts over with a new secret, as the flow does when the player plays again.
  func restart(secret: Int) {
    precondition(range.contains(secret), "the secret \(secret) is outside \(range)")
    self.secret = secret
    tries = 0
    hint = nil
    (low, high) = (range.lowerBound, range.upperBound)
  }
}
