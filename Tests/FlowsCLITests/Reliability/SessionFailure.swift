/// The first check a random session failed: after which step, which check, and what it saw.
struct SessionFailure: Equatable, Sendable, CustomStringConvertible {
  /// The kinds of check; a shrunk session must fail the same kind of check as the original.
  enum Check: String, Equatable, Sendable {
    /// The shell accepted a line the model rejects, or the other way round.
    case verdict
    /// The app's path is not the model's.
    case path
    /// The screens on the router, level by level, are not the model's.
    case screens
    /// The app's coordinator tree is not the one the model expects.
    case tree
    /// The screen on top does not say what the model says it should.
    case messages
    /// The settings in the app's store are not the model's.
    case settings
    /// The secret of the game on screen is outside the range of its difficulty.
    case secret
    /// `StackRouter.validate(tree:)` named a broken invariant.
    case invariant
    /// The path navigator's path is not the stack's, or it is still changing.
    case navigation
    /// A coordinator or view model that left the app is still alive.
    case release
  }

  /// The index of the step after which the check failed.
  var step: Int
  var check: Check
  var message: String

  var description: String { "step \(step + 1): \(check.rawValue): \(message)" }
}
