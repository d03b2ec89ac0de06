/// A handle on a ``Store`` subscription that stops its deliveries when cancelled.
///
/// ``Store/subscribe(_:)`` and ``Store/subscribe(_:_:)`` return a subscription. It
/// holds its store weakly, so keeping a subscription never keeps a store alive, and
/// cancelling removes the handler from the store, so the store releases whatever the
/// handler captured.
///
/// Dropping the last reference to a subscription does not cancel it: a
/// subscription ends only when ``cancel()`` is called or when its store is gone.
/// Release is explicit, so nothing depends on when `deinit` happens to run.
///
/// ```swift
/// let subscription = store.subscribe(\.volume) { [weak speaker] volume in
///   speaker?.volume = volume
/// }
/// // …
/// subscription.cancel()
/// ```
@MainActor
public final class StoreSubscription {
  private var onCancel: (@MainActor () -> Void)?

  /// Whether ``cancel()`` has been called on this subscription.
  public private(set) var isCancelled = false

  init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops further deliveries to this subscription's handler and releases it.
  ///
  /// Cancelling is idempotent, and safe from inside any handler of the same store,
  /// including this subscription's own: a handler cancelled while the store is
  /// notifying is not called again, not even later in the same round.
  public func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    let onCancel = self.onCancel
    self.onCancel = nil
    onCancel?()
  }
}
