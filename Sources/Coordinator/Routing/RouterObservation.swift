/// A registration of an observer of router events; ``cancel()`` ends it.
@MainActor
public final class RouterObservation {
  private weak var router: StackRouter?
  private let token: Int

  init(router: StackRouter, token: Int) {
    self.router = router
    self.token = token
  }

  /// Stops delivering events to the observer. Calling it again does nothing.
  public func cancel() {
    router?.removeObserver(token)
    router = nil
  }
}
