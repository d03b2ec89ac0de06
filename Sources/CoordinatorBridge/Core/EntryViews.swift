package import Coordinator

/// The views a platform layer shows its router's entries in: a screen that is such a view is
/// its own; for any other, a closure of the app's makes one, once for each entry, kept while
/// the entry is on the router and let go when it leaves, by any move.
@MainActor
package final class EntryViews<View: AnyObject> {
  private let bridge: NavigationBridge
  private let make: (@MainActor (any Presentable) -> View)?
  /// The views made, by entry.
  package private(set) var made: [RouterEntry.ID: View] = [:]

  /// The views of `bridge`'s entries, made by `make` for screens that are not `View`s; with
  /// no `make`, such a screen has no view.
  package init(bridge: NavigationBridge, make: (@MainActor (any Presentable) -> View)?) {
    self.bridge = bridge
    self.make = make
    if make != nil {
      // Heard until the router's end; the platform layer that keeps these keeps the bridge.
      _ = bridge.observe { [weak self] _ in self?.dropViewsOfLeftEntries() }
    }
  }

  /// The view of entry `id`: its screen, or the one made for it; none for an entry not on the
  /// router.
  package func view(for id: RouterEntry.ID) -> View? {
    guard let screen = bridge.screen(for: id) else { return nil }
    if let view = screen as? View {
      return view
    }
    if let view = made[id] {
      return view
    }
    let view = make?(screen)
    made[id] = view
    return view
  }

  /// The entry `view` shows, whether it is the entry's screen or was made for it.
  package func id(of view: View) -> RouterEntry.ID? {
    (view as? any Presentable).flatMap(bridge.entryID(of:))
      ?? made.first { $0.value === view }?.key
  }

  /// Lets go of the views made for entries no longer on the router; the platform keeps one
  /// it still animates away.
  private func dropViewsOfLeftEntries() {
    guard !made.isEmpty else { return }
    made = made.filter { bridge.screen(for: $0.key) != nil }
  }
}
