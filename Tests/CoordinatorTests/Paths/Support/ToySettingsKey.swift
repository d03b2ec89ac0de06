import Coordinator

/// The keys of the settings flow of the toy path app.
enum ToySettingsKey: String, PathKey {
  case profile
}
