/// Where a ``StackRouter``'s events go: its journal and its observers.
///
/// The router reads and changes it in single accesses and calls the observers from a copy
/// of their list, after the access has ended, so that a handler may observe, cancel or
/// navigate. Whether anyone hears an event is kept by the router in scalars of its own,
/// read on every move without a run-time exclusivity check.
struct RouterEventLog {
  /// The journal, oldest first.
  var events: [RouterEvent] = []
  /// The observers in the order they began to observe.
  private(set) var observers: [RouterObserver] = []
  private var lastToken = 0

  /// Adds an observer of every event from now on.
  mutating func add(_ handler: @escaping @MainActor (RouterEvent) -> Void) -> RouterObserver {
    lastToken += 1
    let observer = RouterObserver(token: lastToken, handler: handler)
    observers.append(observer)
    return observer
  }

  /// Removes the observer with `token`, marked cancelled, and returns it to be released
  /// after the access has ended.
  mutating func remove(_ token: Int) -> RouterObserver? {
    guard let index = observers.firstIndex(where: { $0.token == token }) else { return nil }
    let observer = observers.remove(at: index)
    observer.isCancelled = true
    return observer
  }
}

/// One observer of a router's events.
///
/// A class, so that a round of delivery, which runs over a copy of the list, skips an
/// observer cancelled during the round.
final class RouterObserver {
  let token: Int
  let handler: @MainActor (RouterEvent) -> Void
  var isCancelled = false

  init(token: Int, handler: @escaping @MainActor (RouterEvent) -> Void) {
    self.token = token
    self.handler = handler
  }
}
