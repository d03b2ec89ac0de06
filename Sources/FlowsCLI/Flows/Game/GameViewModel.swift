import MVVM
import Observation

/// The guessing game: a secret number in a range, the guesses so far and the last hint.
@MainActor
@Observable
final class GameViewModel: ViewModel {
  /// What the last guess earned.
  enum Hint: Equatable {
    case tooLow
    case tooHigh
    case correct
  }

  let range: ClosedRange<Int>
  private(set) var tries = 0
  private(set) var hint: Hint?
  @ObservationIgnored private(set) var secret: Int
  @ObservationIgnored private weak var output: (any GameViewModelOutput)?

  init(range: ClosedRange<Int>, secret: Int, output: any GameViewModelOutput) {
    precondition(range.contains(secret), "the secret \(secret) is outside \(range)")
    self.range = range
    self.secret = secret
    self.output = output
  }

  /// The player guessed `number`; a number outside ``range`` is ignored.
  func guessSubmitted(_ number: Int) {
    guard range.contains(number), hint != .correct else { return }
    tries += 1
    hint = number < secret ? .tooLow : number > secret ? .tooHigh : .correct
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
  }
}
