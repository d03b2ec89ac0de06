/// One handler registered with a ``Store``, in the store's subscription order.
@MainActor
final class Subscriber<State> {
  /// The store-assigned identifier; identifiers grow in subscription order.
  let id: Int

  /// The handler, or `nil` once cancelled so that its captures are released even if
  /// a notification round still holds this subscriber.
  private(set) var receive: (@MainActor (State) -> Void)?

  init(id: Int, receive: @escaping @MainActor (State) -> Void) {
    self.id = id
    self.receive = receive
  }

  /// Drops the handler; the subscriber is never called again.
  func cancel() {
    receive = nil
  }
}
