import Coordinator

/// What an `:expect` line asserts.
enum Expectation: Equatable, Sendable {
  /// The top screen is named so (`:expect screen Main`).
  case screen(String)
  /// The current path is this one (`:expect path /main/game`).
  case path(String)
  /// The coordinator tree has this outline, as written in the one-line form.
  case tree(CoordinatorTree, written: String)
}
