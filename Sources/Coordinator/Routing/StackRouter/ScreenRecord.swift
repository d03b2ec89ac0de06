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
/// move of a record a call into the runtime, a cost that all screens would pay. The screens
/// an owner shows under one name share one (``StackRouter/ownership(of:)``).
final class ScreenOwnership {
  /// The owner's screens on the router.
  let screens: OwnerScreens
  let name: String

  /// The owner while it is alive.
  var owner: (any FlowCoordinator)? { screens.owner }

  /// Set when the owner's flow has ended and the pop that takes its screens off waits
  /// behind a transition in flight.
  var isLeaving: Bool {
    get { screens.isLeaving }
    set { screens.isLeaving = newValue }
  }

  init(_ screens: OwnerScreens, name: String) {
    self.screens = screens
    self.name = name
  }

  /// An ownership with a tally of its own, not kept in the router's table: a tab set's.
  @MainActor convenience init(_ owner: any FlowCoordinator) {
    self.init(OwnerScreens(owner), name: owner.name)
  }
}

/// One owner's screens on one router: how many there are, on every level and tab, so that
/// ending a flow finds its lowest screen by walking down from the top, and stops there, rather
/// than reading the whole stack.
final class OwnerScreens {
  weak var owner: (any FlowCoordinator)?
  /// The number of the owner's screens on the router, kept by ``ScreenLevels``.
  var count = 0
  /// Set when the owner's flow has ended and the pop that takes its screens off waits behind
  /// a transition in flight; cleared when that pop has run.
  var isLeaving = false
  /// The number of the `popFlow` that last counted the owner in its flow: a record whose
  /// owner's mark is that pop's is one of the flow's, without a search.
  var mark = 0

  init(_ owner: any FlowCoordinator) {
    self.owner = owner
  }
}
