import Observation
import Synchronization

/// Whether what `read` reads is changed by `write`, as SwiftUI would redraw a view that read
/// it: Observation's own tracking, which runs on Linux too.
@MainActor
func redraws(_ read: () -> Void, after write: () -> Void) -> Bool {
  let changed = ChangeFlag()
  withObservationTracking(read) { changed.set() }
  write()
  return changed.isSet
}

/// A flag that Observation's `onChange`, a sendable closure, may set.
final class ChangeFlag: Sendable {
  private let state = Mutex(false)

  func set() { state.withLock { $0 = true } }

  var isSet: Bool { state.withLock { $0 } }
}
