/// Where a router's events go: its journal and its observers, one way for every router.
///
/// A router reads and changes it in single accesses and calls the observers from a copy of
/// their list (``observers``) after the access has ended, skipping any cancelled meanwhile,
/// so that a handler may observe, cancel or navigate.
///
/// Cancelling is O(1) amortised, in whatever order observers are cancelled: a cancelled
/// observer is marked and stays in the list until the cancelled outnumber the live, when one
/// pass drops them all, so the list is never more than about twice the live observers.
struct EventLog<Event> {
  /// The journal, oldest first.
  var events: [Event] = []
  /// The observers in the order they began to observe, with some cancelled ones among them.
  private(set) var observers: [EventObserver<Event>] = []
  /// How many of ``observers`` are cancelled.
  private var cancelledCount = 0

  /// Whether any observer is live.
  var hasObservers: Bool { observers.count > cancelledCount }

  /// Adds an observer of every event from now on.
  mutating func add(_ handler: @escaping @MainActor (Event) -> Void) -> EventObserver<Event> {
    let observer = EventObserver(handler: handler)
    observers.append(observer)
    return observer
  }

  /// Marks `observer` cancelled; drops the cancelled observers from the list once they are
  /// more than the live ones, and returns them to be released after the access has ended.
  mutating func remove(_ observer: EventObserver<Event>) -> [EventObserver<Event>] {
    guard !observer.isCancelled else { return [] }
    observer.isCancelled = true
    cancelledCount += 1
    guard cancelledCount > observers.count - cancelledCount else { return [] }
    let all = observers
    observers = []
    observers.reserveCapacity(all.count - cancelledCount)
    for kept in all where !kept.isCancelled {
      observers.append(kept)
    }
    cancelledCount = 0
    return all
  }
}

/// One observer of a router's events.
///
/// A class, so that a round of delivery, which runs over a copy of the list, skips an
/// observer cancelled during the round, and so that a cancellation finds it without a search.
final class EventObserver<Event> {
  let handler: @MainActor (Event) -> Void
  var isCancelled = false

  init(handler: @escaping @MainActor (Event) -> Void) {
    self.handler = handler
  }
}
