import MVVM
import Observation

/// The About screen's model: the way to the licenses, and the way out.
@MainActor
@Observable
final class AboutViewModel: ViewModel {
  @ObservationIgnored private weak var output: (any AboutViewModelOutput)?

  init(output: any AboutViewModelOutput) {
    self.output = output
  }

  func licensesButtonTapped() {
    output?.onAboutLicensesButtonTap(self)
  }

  func closeButtonTapped() {
    output?.onAboutCloseButtonTap(self)
  }
}
