// What a ``PathNavigator`` tells: its journal, for tests, and its observers, for the app.

extension PathNavigator {
  /// Returns the journal and empties it.
  public func takeJournal() -> [NavigationEvent] {
    let events = log.events
    log.events = []
    return events
  }

  /// Calls `handler` with every event from now on, such as a rejected queued path an app may
  /// report, until the returned observation is cancelled.
  ///
  /// Observers are called in the order they began to observe. One cancelled while an event
  /// is delivered, by itself or by another observer, hears no more of it.
  public func observe(
    _ handler: @escaping @MainActor (NavigationEvent) -> Void
  ) -> RouterObservation {
    let observer = log.add(handler)
    return RouterObservation { [weak self, weak observer] in
      guard let self, let observer else { return }
      // Released here, after the access to `log` has ended, not inside it.
      _ = self.log.remove(observer)
    }
  }

  /// Records `event` in the journal when it is kept, and tells every observer not cancelled.
  func emit(_ event: NavigationEvent) {
    if isJournaling {
      log.events.append(event)
    }
    let observers = log.observers
    for observer in observers where !observer.isCancelled {
      observer.handler(event)
    }
  }
}
