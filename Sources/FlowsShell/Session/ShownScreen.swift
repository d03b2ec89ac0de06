/// The top screen as text mode shows it: its name and what it says, and nothing else to build.
struct ShownScreen: Equatable, Sendable {
  /// The top screen's name, or `nil` when no screen is shown.
  var name: String?
  /// What the top screen says, one line each.
  var messages: [String]
}
