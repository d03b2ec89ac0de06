/// The navigation state `--state FILE` keeps between sessions: the path the app was at.
///
/// Stored as JSON, `{"path":"/main/settings"}`; other keys may be added later.
struct SavedState: Codable, Equatable, Sendable {
  /// The current path when the session ended.
  var path: String
}
