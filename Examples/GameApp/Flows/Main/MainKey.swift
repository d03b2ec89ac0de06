import Coordinator

/// The keys of the Main flow, after `/main`: the child flows it starts.
enum MainKey: String, AppPathKey {
  /// The Game flow, `/main/game`.
  case game
  /// The Settings flow, `/main/settings`.
  case settings
  /// The About flow on its modal level, `/main/about`.
  case about

  var followingKeys: (any AppPathKey.Type)? {
    switch self {
    case .game: GameKey.self
    case .settings: SettingsKey.self
    case .about: AboutKey.self
    }
  }
}
