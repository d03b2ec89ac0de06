public import Observation

/// A container of app state that changes only through actions run by a reducer.
///
/// A store is the small, dependency-free version of the ReSwift store that path
/// navigation builds on: the state holds the navigation path, and a router subscribes
/// to it. Every change goes through ``dispatch(_:)``, which runs the reducer and then
/// notifies every subscriber, in subscription order, with the new state.
///
/// ```swift
/// struct AppState: Sendable {
///   var volume = 5
/// }
///
/// enum AppAction: Sendable {
///   case volumeChanged(Int)
/// }
///
/// let store = Store<AppState, AppAction>(initialState: AppState()) { state, action in
///   switch action {
///   case .volumeChanged(let volume):
///     state.volume = volume
///   }
/// }
/// var heard: [Int] = []
/// let subscription = store.subscribe(\.volume) { heard.append($0) }
/// store.dispatch(.volumeChanged(7))
/// subscription.cancel()
/// // heard == [5, 7]
/// ```
///
/// Deliveries are never re-entrant. An action dispatched while the store is
/// notifying, from a subscriber or from a reducer, is queued and run after the
/// current round ends, in the order it was dispatched, and none is lost.
///
/// The store is also `Observable`: reading ``state`` inside
/// `withObservationTracking(_:onChange:)`, or in a SwiftUI view, registers a
/// dependency that fires on the next dispatch.
@MainActor
public final class Store<State: Sendable, Action: Sendable> {
  /// The current state; it changes only through ``dispatch(_:)``.
  public var state: State {
    registrar.access(self, keyPath: stateKeyPath)
    return storedState
  }

  // Observed by hand rather than with `@Observable`, which names `\.state` at every read
  // and write: a key path into a generic class is built at run time on each use, which
  // costs more than the rest of a read of the state (`Benchmarks/NOTES.md`). This one is
  // built once.
  private let registrar = ObservationRegistrar()
  private let stateKeyPath: KeyPath<Store, State>
  private var storedState: State

  private let reducer: @MainActor (inout State, Action) -> Void
  private var subscribers: [Subscriber<State>] = []
  private var nextSubscriberID = 0
  private var pendingActions: [Action] = []
  private var isDelivering = false

  /// Creates a store with an initial state and the reducer that applies actions to it.
  ///
  /// - Parameters:
  ///   - initialState: The state before any action is dispatched.
  ///   - reducer: A function that mutates the state in place for one action. It
  ///     should be a pure function of the state and the action.
  public init(
    initialState: State,
    reducer: @escaping @MainActor (inout State, Action) -> Void
  ) {
    storedState = initialState
    stateKeyPath = \Store.state
    self.reducer = reducer
  }

  /// Runs the reducer on an action, then notifies every subscriber with the new state.
  ///
  /// Subscribers are called in the order they subscribed. When called while the store
  /// is already notifying (from a subscriber, or from the reducer), the action is
  /// queued and runs once the current round has finished.
  ///
  /// - Parameter action: The action to apply.
  public func dispatch(_ action: Action) {
    pendingActions.append(action)
    deliver {}
  }

  /// Registers a handler that receives the current state now and the new state after
  /// every dispatch.
  ///
  /// The handler is called once before this method returns, then after each
  /// ``dispatch(_:)`` until the subscription is cancelled or the store is gone.
  /// The store holds the handler strongly until then: capture owners `weak`.
  ///
  /// - Parameter handler: The function to call with each state.
  /// - Returns: The subscription; call ``StoreSubscription/cancel()`` to stop it.
  public func subscribe(
    _ handler: @escaping @MainActor (State) -> Void
  ) -> StoreSubscription {
    let subscriber = Subscriber(id: nextSubscriberID, receive: handler)
    nextSubscriberID += 1
    subscribers.append(subscriber)
    let subscription = StoreSubscription { [weak self, weak subscriber] in
      guard let subscriber else { return }
      self?.remove(subscriber)
    }
    deliver { handler(state) }
    return subscription
  }

  /// Registers a handler that receives a part of the state now and again whenever
  /// that part changes.
  ///
  /// The selected value is compared with the last one delivered, and the handler is
  /// called only when they differ, like `removeDuplicates()`. A key path works as the
  /// selector:
  ///
  /// ```swift
  /// let subscription = store.subscribe(\.volume) { [weak speaker] volume in
  ///   speaker?.volume = volume
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - select: A function that picks the value to watch out of the state.
  ///   - handler: The function to call with the first value and with each change.
  /// - Returns: The subscription; call ``StoreSubscription/cancel()`` to stop it.
  public func subscribe<Value: Equatable>(
    _ select: @escaping @MainActor (State) -> Value,
    _ handler: @escaping @MainActor (Value) -> Void
  ) -> StoreSubscription {
    let lastValue = LastValue<Value>()
    return subscribe { state in
      let value = select(state)
      if let last = lastValue.value, last == value { return }
      lastValue.value = value
      handler(value)
    }
  }

  /// Runs `body`, then drains queued actions, unless a delivery is already running, in
  /// which case that outer delivery drains them.
  private func deliver(_ body: () -> Void) {
    guard !isDelivering else {
      body()
      return
    }
    isDelivering = true
    defer { isDelivering = false }
    body()
    var index = 0
    while index < pendingActions.count {
      let action = pendingActions[index]
      index += 1
      // As `@Observable` does for an in-place change: observers learn of it before it is made.
      registrar.access(self, keyPath: stateKeyPath)
      registrar.willSet(self, keyPath: stateKeyPath)
      reducer(&storedState, action)
      registrar.didSet(self, keyPath: stateKeyPath)
      notifySubscribers()
    }
    pendingActions.removeAll(keepingCapacity: true)
  }

  private func notifySubscribers() {
    // Iterate over a snapshot: a handler may subscribe or cancel while we iterate.
    // A subscriber added during the round has already seen this state; one cancelled
    // during the round has a `nil` handler and is skipped.
    let round = subscribers
    let state = self.state
    for subscriber in round {
      subscriber.receive?(state)
    }
  }

  private func remove(_ subscriber: Subscriber<State>) {
    subscriber.cancel()
    // Identifiers grow in subscription order, so the array is sorted by id.
    var low = 0
    var high = subscribers.count
    while low < high {
      let middle = (low + high) / 2
      if subscribers[middle].id < subscriber.id {
        low = middle + 1
      } else {
        high = middle
      }
    }
    if low < subscribers.count, subscribers[low] === subscriber {
      subscribers.remove(at: low)
    }
  }
}

extension Store: nonisolated Observable {}
