/// A registration of an observer of router events; ``cancel()`` ends it.
///
/// A router that adopts ``InspectableRouter`` makes one with the closure that removes its
/// observer. Dropping an observation does not cancel it: the observer hears events until
/// ``cancel()`` or the router's end, so keep it as long as it should hear them and cancel it
/// when done.
@MainActor
public final class RouterObservation {
  private var onCancel: (@MainActor () -> Void)?

  /// Creates an observation that runs `onCancel` the first time it is cancelled.
  public init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops delivering events to the observer. Calling it again does nothing.
  public func cancel() {
    let onCancel = onCancel
    self.onCancel = nil
    onCancel?()
  }
}
