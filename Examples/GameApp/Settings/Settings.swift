/// What the player chose: difficulty, sound and profile name. Persisted as `settings.json`.
struct Settings: Codable, Equatable, Sendable {
  var difficulty: Difficulty = .normal
  var isSoundOn = true
  var profileName = "Player"

  /// The default settings.
  init() {}

  init(difficulty: Difficulty, isSoundOn: Bool, profileName: String) {
    self.difficulty = difficulty
    self.isSoundOn = isSoundOn
    self.profileName = profileName
  }

  private enum CodingKeys: String, CodingKey {
    case difficulty
    case isSoundOn = "sound"
    case profileName = "profile_name"
  }

  /// What ``isValidName(_:)`` accepts, as a rejected name is told.
  static let nameRule = "a name is 1 to 32 of the letters A-Z and a-z, digits, _ and -"

  /// A name is 1–32 of the letters A–Z and a–z, digits, `_` and `-`, as `login NAME` and
  /// `name NAME` take: an earlier version sets a settings file aside whose name it refuses.
  static func isValidName(_ name: some StringProtocol) -> Bool {
    // Every scalar is ASCII, so characters, scalars and bytes are counted alike, and a letter
    // is one of A–Z and a–z: no Unicode property is looked up.
    (1...32).contains(name.utf8.count)
      && name.unicodeScalars.allSatisfy { scalar in
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
      }
  }

  /// Applies a settings change.
  static func reduce(_ settings: inout Settings, _ action: SettingsAction) {
    switch action {
    case .difficultyChanged(let difficulty): settings.difficulty = difficulty
    case .soundChanged(let isOn): settings.isSoundOn = isOn
    case .profileNameChanged(let name): settings.profileName = name
    }
  }
}
