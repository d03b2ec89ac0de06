/// A change to the settings, dispatched to the settings store.
enum SettingsAction: Equatable, Sendable {
  case difficultyChanged(Difficulty)
  case soundChanged(Bool)
  case profileNameChanged(String)
}
