import MVVM
import Observation

/// The Result screen's model: how many tries the win took and what the number was.
@MainActor
@Observable
final class ResultViewModel: ViewModel {
  let tries: Int
  let secret: Int
  @ObservationIgnored private weak var output: (any ResultViewModelOutput)?

  init(tries: Int, secret: Int, output: any ResultViewModelOutput) {
    self.tries = tries
    self.secret = secret
    self.output = output
  }

  func playAgainButtonTapped() {
    output?.onResultPlayAgainButtonTap(self)
  }

  func doneButtonTapped() {
    output?.onResultDoneButtonTap(self)
  }
}
