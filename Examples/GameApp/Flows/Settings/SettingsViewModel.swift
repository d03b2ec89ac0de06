import MVVM
import Observation

/// The Settings screen's model: difficulty, sound and the profile name, changed through the store.
@MainActor
@Observable
final class SettingsViewModel: ViewModel {
  @ObservationIgnored private let settings: Store<Settings, SettingsAction>
  @ObservationIgnored private weak var output: (any SettingsViewModelOutput)?

  init(settings: Store<Settings, SettingsAction>, output: any SettingsViewModelOutput) {
    self.settings = settings
    self.output = output
  }

  var difficulty: Difficulty { settings.state.difficulty }
  var isSoundOn: Bool { settings.state.isSoundOn }
  var profileName: String { settings.state.profileName }

  func difficultySelected(_ difficulty: Difficulty) {
    settings.dispatch(.difficultyChanged(difficulty))
  }

  func soundToggled(on isOn: Bool) {
    settings.dispatch(.soundChanged(isOn))
  }

  func profileButtonTapped() {
    output?.onSettingsProfileButtonTap(self)
  }

  func doneButtonTapped() {
    output?.onSettingsDoneButtonTap(self)
  }
}
