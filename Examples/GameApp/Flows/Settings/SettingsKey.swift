import Coordinator

/// The keys of the Settings flow, after `/main/settings`.
enum SettingsKey: String, AppPathKey {
  /// The Profile screen, `/main/settings/profile`.
  case profile
}
