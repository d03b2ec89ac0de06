/// Where a router's events go: its journal and its observers, one way for every router.
///
/// A router reads and changes it in single accesses and calls the observers from a copy of
/// their list (``observers``) after the access has ended, skipping any cancelled meanwhile,
/// so that a handler may observe, cancel or navigate.
struct EventLog<Event> {
  /// The journal, oldest first.
  var events: [Event] = []
  /// The observers in the order they began to observe.
  private(set) var observers: [EventObserver<Event>] = []
  private var lastToken = 0

  /// Adds an observer of every event from now on.
  mutating func add(_ handler: @escaping @MainActor (Event) -> Void) -> EventObserver<Event> {
    lastToken += 1
    let observer = EventObserver(token: lastToken, handler: handler)
    observers.append(observer)
    return observer
  }

  /// Removes the observer with `token`, marked cancelled, and returns it to be released
  /// after the access has ended.
  mutating func remove(_ token: Int) -> EventObserver<Event>? {
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
final class EventObserver<Event> {
  let token: Int
  let handler: @MainActor (Event) -> Void
  var isCancelled = false

  init(token: Int, handler: @escaping @MainActor (Event) -> Void) {
    self.token = token
    self.handler = handler
  }
}
