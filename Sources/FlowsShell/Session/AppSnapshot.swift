import MVVM

/// What the app shows after a line: the top screen, its path, the one-line tree, its messages
/// and its state.
struct AppSnapshot: Equatable, Sendable {
  /// The top screen's name, or `nil` when no screen is shown.
  var screen: String?
  /// The current path, or `nil` when no screen is shown.
  var path: String?
  /// The coordinator tree in its one-line form.
  var tree: String
  /// What the top screen says, one line each.
  var messages: [String]
  /// The state the top screen declares, or `nil`.
  var state: StateValue? = nil
}
