import Foundation
import Observation

/// Whether what `read` reads is changed by `write`, as SwiftUI would redraw a view that read
/// it: Observation's own tracking, which runs on Linux too.
@MainActor
func redraws(_ read: () -> Void, after write: () -> Void) -> Bool {
  let changed = ChangeFlag()
  withObservationTracking(read) { changed.set() }
  write()
  return changed.isSet
}

/// A flag that Observation's `onChange`, a sendable closure, may set; `Mutex` would need
/// macOS 15, above the package's platforms.
final class ChangeFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  func set() { lock.withLock { value = true } }

  var isSet: Bool { lock.withLock { value } }
}
