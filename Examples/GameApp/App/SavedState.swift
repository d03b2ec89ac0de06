/// Where the app was when a session ended, as `--state FILE` keeps it for the next session.
///
/// Stored as JSON with sorted keys, such as
/// `{"loggedIn":true,"path":"/main/settings"}`. Besides the path it keeps
/// what only the person could have done, so that the next session can show
/// the same screens: whether they had logged in (`loggedIn`), the game they
/// were playing or had won (`game`, see ``SavedGame``), and a deep link
/// opened while logged out that still waits for the login (`pendingLink`).
/// `loggedIn` is `false` and the others are absent when the file does not
/// say; a file with only a path, as older versions wrote, restores that path
/// as a deep link.
struct SavedState: Codable, Equatable, Sendable {
  /// The current path when the session ended.
  var path: String
  /// Whether the person had logged in: the next session starts logged in.
  var isLoggedIn: Bool
  /// The game of the Game flow, if one was running.
  var game: SavedGame?
  /// A deep link opened while logged out, which lands once the person logs in.
  var pendingLink: String?

  init(
    path: String, isLoggedIn: Bool = false, game: SavedGame? = nil, pendingLink: String? = nil
  ) {
    self.path = path
    self.isLoggedIn = isLoggedIn
    self.game = game
    self.pendingLink = pendingLink
  }

  private enum CodingKeys: String, CodingKey {
    case path
    case isLoggedIn = "loggedIn"
    case game
    case pendingLink
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      path: try container.decode(String.self, forKey: .path),
      isLoggedIn: try container.decodeIfPresent(Bool.self, forKey: .isLoggedIn) ?? false,
      game: try container.decodeIfPresent(SavedGame.self, forKey: .game),
      pendingLink: try container.decodeIfPresent(String.self, forKey: .pendingLink))
  }
}
