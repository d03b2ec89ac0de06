/// One screen on a ``StackRouter``: its entry id, the screen, its owner and its `onPop`.
struct ScreenRecord {
  let id: RouterEntry.ID
  let screen: any Presentable
  /// The coordinator given as the owner at push time, if one was.
  let ownership: ScreenOwnership?
  let onPop: (@MainActor () -> Void)?
  /// Whether the screen is a ``DialogScreen`` shown on a level of its own: nothing goes on that
  /// level, and neither `pop`, `dismiss` nor a platform move takes it off. Set when it is
  /// presented.
  var isDialog = false

  /// The owner while it is alive.
  var owner: (any FlowCoordinator)? { ownership?.owner }
}

/// A screen's owner, held weakly, with its name as it was when the screen was shown.
///
/// A class of its own, so that a record holds no weak reference: one makes every copy and
/// move of a record a call into the runtime, a cost that all screens would pay.
final class ScreenOwnership {
  weak var owner: (any FlowCoordinator)?
  let name: String
  /// Set when the owner's flow has ended and the pop that takes the screen off waits
  /// behind a transition in flight.
  var isLeaving = false

  @MainActor init(_ owner: any FlowCoordinator) {
    self.owner = owner
    name = owner.name
  }
}
