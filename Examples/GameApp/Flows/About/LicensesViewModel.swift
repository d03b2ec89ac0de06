import MVVM
import Observation

/// The Licenses screen's model: the way out of the About flow.
@MainActor
@Observable
final class LicensesViewModel: ViewModel {
  @ObservationIgnored private weak var output: (any LicensesViewModelOutput)?

  init(output: any LicensesViewModelOutput) {
    self.output = output
  }

  func closeButtonTapped() {
    output?.onLicensesCloseButtonTap(self)
  }
}
