extension PathNavigator {
  /// Drives the router from a store: every path the store delivers is applied with ``receive(_:)``.
  ///
  /// `subscribe` receives the handler to register and returns the
  /// subscription, which `bind` returns for the caller to keep and cancel.
  /// The router itself knows nothing of the store, so the `Coordinator`
  /// module needs no import of `MVVM`:
  ///
  /// ```swift
  /// let subscription = router.bind { store.subscribe(\.path, $0) }
  /// store.dispatch(.open(try FlowPath(parsing: "/main/settings")))
  /// // …
  /// subscription.cancel()
  /// ```
  ///
  /// The handler holds the router weakly, so the store does not keep it
  /// alive. A store that delivers the current path at once, as `Store` does,
  /// moves the router there. An invalid path the store delivers is reported
  /// as a ``NavigationEvent/rejected(_:_:)`` event and leaves the router
  /// where it was; the app may then put the store's path back.
  ///
  /// - Parameter subscribe: registers the handler with the store and returns the subscription.
  /// - Returns: what `subscribe` returned.
  public func bind<Subscription>(
    _ subscribe: (_ handler: @escaping @MainActor (FlowPath) -> Void) -> Subscription
  ) -> Subscription {
    subscribe { [weak self] path in self?.receive(path) }
  }
}
