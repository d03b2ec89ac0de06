import MVVM
import Observation

/// An example view model written to the ``ViewModel`` conventions.
@Observable
final class MainScreenViewModel: ViewModel {
  private(set) var playCount = 0
  @ObservationIgnored private weak var output: (any MainScreenOutput)?

  init(output: any MainScreenOutput) {
    self.output = output
  }

  func playButtonTapped() {
    playCount += 1
    output?.mainScreenDidTapPlay(self)
  }

  func settingsButtonTapped() {
    output?.mainScreenDidTapSettings(self)
  }
}
