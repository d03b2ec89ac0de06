import Coordinator
import MVVM

/// The state each screen on the router declares, as the test last stated it, or as it was when
/// the screen came: what the changes a step made are found against.
@MainActor
final class ScreenStates {
  /// A screen's name and its state as last stated.
  struct Known {
    var name: String
    var state: DeclaredState
  }

  /// A state that changed since it was last stated.
  struct Change {
    var id: RouterEntry.ID
    var name: String
    var stated: DeclaredState
    var now: DeclaredState
  }

  private(set) var known: [RouterEntry.ID: Known] = [:]
  /// The screens seen that declare no state, so that they are read once.
  private var plain: Set<RouterEntry.ID> = []

  /// Notes the state of each screen that came since the last look, as it is now, and forgets
  /// the screens that left.
  func note<Router: InspectableRouter>(_ router: Router) {
    var present: Set<RouterEntry.ID> = []
    for owned in router.ownedEntries {
      let id = owned.entry.id
      present.insert(id)
      guard known[id] == nil, !plain.contains(id) else { continue }
      guard let screen = router.screen(for: id), let state = DeclaredState(of: screen) else {
        plain.insert(id)
        continue
      }
      known[id] = Known(name: owned.entry.screen, state: state)
    }
    known = known.filter { present.contains($0.key) }
    plain = plain.filter { present.contains($0) }
  }

  /// Every state that differs now from the one last stated, in the router's order.
  func changes<Router: InspectableRouter>(on router: Router) -> [Change] {
    note(router)
    return router.ownedEntries.compactMap { owned in
      let id = owned.entry.id
      guard let known = known[id], let screen = router.screen(for: id),
        let now = DeclaredState(of: screen), !now.isEqual(to: known.state)
      else { return nil }
      return Change(id: id, name: known.name, stated: known.state, now: now)
    }
  }

  /// Takes `state` as what the test stated for screen `id`.
  func state(_ state: DeclaredState, statedFor id: RouterEntry.ID) {
    known[id]?.state = state
  }
}
