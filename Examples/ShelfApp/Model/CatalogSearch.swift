/// The shelf's catalog search: the books whose title or author holds a text, answered after
/// `latency` on the app's clock, as a search on a server would be.
///
/// The search flow asks it from a flow task (`startTask`), so the shell, the explorer and a
/// test let the search run to its end after the line that made it.
struct CatalogSearch: Sendable {
  /// The clock the search waits on.
  var clock: any Clock<Duration> = ContinuousClock()
  /// How long each search takes (`--latency MS`).
  var latency: Duration = .zero

  /// The books of `shelf` that match `text`.
  func books(matching text: String, in shelf: Shelf) async throws -> [Book] {
    if latency > .zero {
      try await clock.sleep(for: latency)
    }
    return shelf.books(matching: text)
  }
}
