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
    // The state read once and the text made in one piece: Main shows it after every line.
    let state = settings.state
    return "Difficulty: \(state.difficulty.rawValue). Sound: \(state.isSoundOn ? "on" : "off")."
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
