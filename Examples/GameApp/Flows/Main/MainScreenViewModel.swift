import MVVM
import Observation

/// The Main screen's model: a greeting from the settings, and the buttons that leave the screen.
@MainActor
@Observable
final class MainScreenViewModel: ViewModel {
  @ObservationIgnored private let settings: Store<Settings, SettingsAction>
  @ObservationIgnored private weak var output: (any MainScreenViewModelOutput)?

  init(settings: Store<Settings, SettingsAction>, output: any MainScreenViewModelOutput) {
    self.settings = settings
    self.output = output
  }

  var greeting: String { "Welcome, \(settings.state.profileName)." }

  var summary: String {
    // One of six texts, written out: Main is shown after most lines, and putting the text
    // together each time cost more than the rest of the screen.
    let state = settings.state
    switch state.difficulty {
    case .easy:
      return state.isSoundOn ? "Difficulty: easy. Sound: on." : "Difficulty: easy. Sound: off."
    case .normal:
      return state.isSoundOn ? "Difficulty: normal. Sound: on." : "Difficulty: normal. Sound: off."
    case .hard:
      return state.isSoundOn ? "Difficulty: hard. Sound: on." : "Difficulty: hard. Sound: off."
    }
  }

  func playButtonTapped() {
    output?.onMainScreenPlayButtonTap(self)
  }

  func settingsButtonTapped() {
    output?.onMainScreenSettingsButtonTap(self)
  }

  func aboutButtonTapped() {
    output?.onMainScreenAboutButtonTap(self)
  }

  func logoutButtonTapped() {
    output?.onMainScreenLogoutButtonTap(self)
  }
}
