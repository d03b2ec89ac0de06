import MVVM
import Observation

/// The Profile screen's model: the player's name.
@MainActor
@Observable
final class ProfileViewModel: ViewModel {
  @ObservationIgnored private let settings: Store<Settings, SettingsAction>
  @ObservationIgnored private weak var output: (any ProfileViewModelOutput)?

  init(settings: Store<Settings, SettingsAction>, output: any ProfileViewModelOutput) {
    self.settings = settings
    self.output = output
  }

  var profileName: String { settings.state.profileName }

  /// The player entered a new name; a name that is not 1–32 of letters, digits, `_`
  /// and `-` is ignored.
  func nameSubmitted(_ name: String) {
    guard Settings.isValidName(name) else { return }
    settings.dispatch(.profileNameChanged(name))
  }

  func doneButtonTapped() {
    output?.onProfileDoneButtonTap(self)
  }
}
