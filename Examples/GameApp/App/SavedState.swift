import Coordinator

/// Where the app was when a session ended, as `--state FILE` keeps it for the next session.
///
/// A ``NavigationSnapshot`` with the app's own keys beside it, stored as JSON with sorted keys,
/// such as `{"loggedIn":true,"path":"/main/settings","tabs":[]}`. Besides the snapshot's path
/// it keeps what only the person could have done, so that the next session can show the same
/// screens: whether they had logged in (`loggedIn`), the game they were playing or had won
/// (`game`, see ``SavedGame``), and a deep link opened while logged out that still waits for
/// the login (`pendingLink`). `loggedIn` is `false` and the others are absent when the file
/// does not say; a file with only a path, as older versions wrote, restores that path as a deep
/// link.
struct SavedState: Codable, Equatable, Sendable {
  /// Where the app was: its path (the game has no tabs).
  var navigation: NavigationSnapshot
  /// Whether the person had logged in: the next session starts logged in.
  var isLoggedIn: Bool
  /// The game of the Game flow, if one was running.
  var game: SavedGame?
  /// A deep link opened while logged out, which lands once the person logs in.
  var pendingLink: String?

  /// The path shown when the session ended.
  var path: FlowPath { navigation.path }

  init(
    navigation: NavigationSnapshot, isLoggedIn: Bool = false, game: SavedGame? = nil,
    pendingLink: String? = nil
  ) {
    self.navigation = navigation
    self.isLoggedIn = isLoggedIn
    self.game = game
    self.pendingLink = pendingLink
  }

  /// The state of a session that ended at `path`, such as `/main/settings`.
  ///
  /// - Throws: ``PathError`` when `path` is not a path.
  init(
    path: String, isLoggedIn: Bool = false, game: SavedGame? = nil, pendingLink: String? = nil
  ) throws(PathError) {
    self.init(
      navigation: NavigationSnapshot(path: try FlowPath(parsing: path)), isLoggedIn: isLoggedIn,
      game: game, pendingLink: pendingLink)
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case isLoggedIn = "loggedIn"
    case game
    case pendingLink
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      navigation: try NavigationSnapshot(from: decoder, besides: CodingKeys.allCases),
      isLoggedIn: try container.decodeIfPresent(Bool.self, forKey: .isLoggedIn) ?? false,
      game: try container.decodeIfPresent(SavedGame.self, forKey: .game),
      pendingLink: try container.decodeIfPresent(String.self, forKey: .pendingLink))
  }

  func encode(to encoder: any Encoder) throws {
    try navigation.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(isLoggedIn, forKey: .isLoggedIn)
    try container.encodeIfPresent(game, forKey: .game)
    try container.encodeIfPresent(pendingLink, forKey: .pendingLink)
  }
}
