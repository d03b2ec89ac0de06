import MVVM
import Observation
import Testing

@MainActor
@Suite struct StoreTests {
  typealias CounterStore = Store<Counter, CounterAction>

  private func makeStore(_ initialState: Counter = Counter()) -> CounterStore {
    Store(initialState: initialState, reducer: CounterAction.reduce)
  }

  // MARK: Reducer

  @Test func startsWithTheInitialState() {
    let store = makeStore(Counter(count: 3, label: "start"))
    #expect(store.state == Counter(count: 3, label: "start"))
  }

  @Test func dispatchRunsTheReducerOnEachAction() {
    let store = makeStore()
    store.dispatch(.increment)
    store.dispatch(.add(10))
    store.dispatch(.rename("ten"))
    #expect(store.state == Counter(count: 11, label: "ten"))
  }

  // MARK: Subscriptions

  @Test func subscribeCallsTheHandlerImmediatelyWithTheCurrentState() {
    let store = makeStore(Counter(count: 7))
    let received = Recorder<Int>()
    let subscription = store.subscribe { received.record($0.count) }
    #expect(received.values == [7])
    subscription.cancel()
  }

  @Test func dispatchNotifiesSubscribersInSubscriptionOrderWithTheNewState() {
    let store = makeStore()
    let log = Recorder<String>()
    let first = store.subscribe { log.record("first \($0.count)") }
    let second = store.subscribe { log.record("second \($0.count)") }
    let third = store.subscribe { log.record("third \($0.count)") }
    store.dispatch(.increment)
    store.dispatch(.add(5))
    #expect(
      log.values == [
        "first 0", "second 0", "third 0",
        "first 1", "second 1", "third 1",
        "first 6", "second 6", "third 6",
      ])
    for subscription in [first, second, third] { subscription.cancel() }
  }

  @Test func subscribersSeeTheStateAfterTheReducerRan() {
    let store = makeStore()
    let received = Recorder<Counter>()
    let subscription = store.subscribe { received.record($0) }
    store.dispatch(.increment)
    store.dispatch(.rename("one"))
    #expect(
      received.values == [
        Counter(count: 0, label: ""),
        Counter(count: 1, label: ""),
        Counter(count: 1, label: "one"),
      ])
    subscription.cancel()
  }

  // MARK: Cancellation

  @Test func cancelStopsFurtherCallsAndIsIdempotent() {
    let store = makeStore()
    let log = Recorder<String>()
    let kept = store.subscribe { log.record("kept \($0.count)") }
    let cancelled = store.subscribe { log.record("cancelled \($0.count)") }
    store.dispatch(.increment)
    #expect(!cancelled.isCancelled)
    cancelled.cancel()
    cancelled.cancel()
    #expect(cancelled.isCancelled)
    store.dispatch(.increment)
    #expect(
      log.values == [
        "kept 0", "cancelled 0",
        "kept 1", "cancelled 1",
        "kept 2",
      ])
    kept.cancel()
  }

  @Test func aHandlerCancelledEarlierInTheSameRoundIsNotCalled() {
    let store = makeStore()
    let log = Recorder<String>()
    var later: StoreSubscription?
    let canceller = store.subscribe { state in
      log.record("canceller \(state.count)")
      if state.count == 1 { later?.cancel() }
    }
    later = store.subscribe { log.record("later \($0.count)") }
    store.dispatch(.increment)
    store.dispatch(.increment)
    #expect(
      log.values == [
        "canceller 0", "later 0",
        "canceller 1",
        "canceller 2",
      ])
    #expect(later?.isCancelled == true)
    canceller.cancel()
  }

  @Test func aHandlerCanCancelItsOwnSubscription() {
    let store = makeStore()
    let log = Recorder<String>()
    var own: StoreSubscription?
    own = store.subscribe { state in
      log.record("own \(state.count)")
      if state.count == 1 { own?.cancel() }
    }
    let other = store.subscribe { log.record("other \($0.count)") }
    store.dispatch(.increment)
    store.dispatch(.increment)
    #expect(
      log.values == [
        "own 0", "other 0",
        "own 1", "other 1",
        "other 2",
      ])
    other.cancel()
  }

  @Test func aSubscriberAddedDuringARoundGetsTheCurrentStateOnceThenLaterRounds() {
    let store = makeStore()
    let log = Recorder<String>()
    var added: StoreSubscription?
    let adder = store.subscribe { state in
      log.record("adder \(state.count)")
      if state.count == 1 {
        added = store.subscribe { log.record("added \($0.count)") }
      }
    }
    let last = store.subscribe { log.record("last \($0.count)") }
    store.dispatch(.increment)
    store.dispatch(.increment)
    #expect(
      log.values == [
        "adder 0", "last 0",
        "adder 1", "added 1", "last 1",
        "adder 2", "last 2", "added 2",
      ])
    for subscription in [adder, last, added] { subscription?.cancel() }
  }

  // MARK: Re-entrant dispatch

  @Test func aDispatchFromASubscriberRunsAfterTheCurrentRoundInOrder() {
    let store = makeStore()
    let log = Recorder<String>()
    let first = store.subscribe { state in
      log.record("first \(state.count)")
      if state.count == 1 {
        store.dispatch(.add(10))
        store.dispatch(.add(100))
        log.record("first dispatched")
      }
    }
    let second = store.subscribe { state in
      log.record("second \(state.count)")
      if state.count == 11 { store.dispatch(.rename("done")) }
    }
    store.dispatch(.increment)
    #expect(
      log.values == [
        "first 0", "second 0",
        "first 1", "first dispatched", "second 1",
        "first 11", "second 11",
        "first 111", "second 111",
        "first 111", "second 111",
      ])
    #expect(store.state == Counter(count: 111, label: "done"))
    first.cancel()
    second.cancel()
  }

  @Test func aDispatchFromTheImmediateCallRunsAfterItAndReachesTheNewSubscriber() {
    let store = makeStore()
    let log = Recorder<String>()
    let existing = store.subscribe { log.record("existing \($0.count)") }
    let dispatcher = store.subscribe { state in
      log.record("dispatcher \(state.count)")
      if state.count == 0 { store.dispatch(.increment) }
      log.record("dispatcher \(state.count) returned")
    }
    #expect(
      log.values == [
        "existing 0",
        "dispatcher 0", "dispatcher 0 returned",
        "existing 1", "dispatcher 1", "dispatcher 1 returned",
      ])
    existing.cancel()
    dispatcher.cancel()
  }

  @Test func aDispatchFromTheReducerIsQueuedUntilTheRoundEnds() {
    weak var weakStore: CounterStore?
    let store = CounterStore(initialState: Counter()) { state, action in
      CounterAction.reduce(&state, action)
      if action == .increment { weakStore?.dispatch(.rename("after \(state.count)")) }
    }
    weakStore = store
    let received = Recorder<Counter>()
    let subscription = store.subscribe { received.record($0) }
    store.dispatch(.increment)
    #expect(
      received.values == [
        Counter(count: 0, label: ""),
        Counter(count: 1, label: ""),
        Counter(count: 1, label: "after 1"),
      ])
    subscription.cancel()
  }

  // MARK: Selectors

  @Test func aKeyPathSubscriptionIsCalledOnlyWhenTheValueChanges() {
    let store = makeStore()
    let received = Recorder<Int>()
    let subscription = store.subscribe(\.count) { received.record($0) }
    store.dispatch(.rename("a"))
    store.dispatch(.increment)
    store.dispatch(.add(0))
    store.dispatch(.rename("b"))
    store.dispatch(.add(2))
    store.dispatch(.add(-2))
    #expect(received.values == [0, 1, 3, 1])
    subscription.cancel()
  }

  @Test func aSelectorSubscriptionComparesWithTheLastDeliveredValue() {
    let store = makeStore()
    let received = Recorder<Bool>()
    let subscription = store.subscribe({ $0.count.isMultiple(of: 2) }) {
      received.record($0)
    }
    for _ in 0..<5 { store.dispatch(.add(2)) }
    store.dispatch(.increment)
    store.dispatch(.add(2))
    store.dispatch(.increment)
    #expect(received.values == [true, false, true])
    subscription.cancel()
  }

  @Test func aSelectorSubscriptionDeliversNilAndOptionalChanges() {
    let store = makeStore()
    let received = Recorder<String?>()
    let subscription = store.subscribe({ $0.label.isEmpty ? nil : $0.label }) {
      received.record($0)
    }
    store.dispatch(.rename(""))
    store.dispatch(.rename("x"))
    store.dispatch(.rename("x"))
    store.dispatch(.rename(""))
    #expect(received.values == [nil, "x", nil])
    subscription.cancel()
  }

  @Test func aCancelledSelectorSubscriptionStopsReceiving() {
    let store = makeStore()
    let received = Recorder<Int>()
    let subscription = store.subscribe(\.count) { received.record($0) }
    store.dispatch(.increment)
    subscription.cancel()
    store.dispatch(.increment)
    #expect(received.values == [0, 1])
  }

  // MARK: Observation

  @Test func observationTrackingOfStateFiresOnDispatch() {
    let store = makeStore()
    let changes = Recorder<Counter>()
    withObservationTracking {
      _ = store.state
    } onChange: {
      // `onChange` runs synchronously in the dispatch, on the main actor, before the
      // new state is stored.
      MainActor.assumeIsolated { changes.record(store.state) }
    }
    #expect(changes.values == [])
    store.dispatch(.increment)
    store.dispatch(.increment)
    #expect(changes.values == [Counter(count: 0, label: "")])
    #expect(store.state == Counter(count: 2, label: ""))
  }

  @Test func observationTrackingFiresForAQueuedDispatchToo() {
    let store = makeStore()
    let changes = Recorder<Int>()
    let subscription = store.subscribe { state in
      if state.count == 1 {
        withObservationTracking {
          _ = store.state
        } onChange: {
          MainActor.assumeIsolated { changes.record(store.state.count) }
        }
        store.dispatch(.add(10))
      }
    }
    store.dispatch(.increment)
    #expect(changes.values == [1])
    #expect(store.state == Counter(count: 11, label: ""))
    subscription.cancel()
  }

  // MARK: Memory

  @Test func storeAndSubscriptionAreReleasedWhenDropped() {
    weak var weakStore: CounterStore?
    weak var weakSubscription: StoreSubscription?
    do {
      let store = makeStore()
      let subscription = store.subscribe { _ in }
      store.dispatch(.increment)
      weakStore = store
      weakSubscription = subscription
      #expect(weakStore != nil)
      #expect(weakSubscription != nil)
    }
    #expect(weakStore == nil)
    #expect(weakSubscription == nil)
  }

  @Test func aSubscriptionDoesNotKeepItsStoreAlive() {
    weak var weakStore: CounterStore?
    let subscription: StoreSubscription
    do {
      let store = makeStore()
      weakStore = store
      subscription = store.subscribe(\.count) { _ in }
    }
    #expect(weakStore == nil)
    #expect(!subscription.isCancelled)
    subscription.cancel()
    #expect(subscription.isCancelled)
  }

  @Test func cancellingReleasesTheHandlerAndWhatItCaptured() {
    let store = makeStore()
    weak var weakToken: Token?
    let subscription: StoreSubscription
    do {
      let token = Token()
      weakToken = token
      subscription = store.subscribe { _ in _ = token }
    }
    store.dispatch(.increment)
    #expect(weakToken != nil)
    subscription.cancel()
    #expect(weakToken == nil)
  }

  @Test func cancellingDuringARoundReleasesTheHandlerAfterTheRound() {
    let store = makeStore()
    weak var weakToken: Token?
    var later: StoreSubscription?
    let canceller = store.subscribe { state in
      if state.count == 1 { later?.cancel() }
    }
    do {
      let token = Token()
      weakToken = token
      later = store.subscribe { _ in _ = token }
    }
    store.dispatch(.increment)
    #expect(weakToken == nil)
    canceller.cancel()
  }

  @Test func droppingASubscriptionWithoutCancellingKeepsDelivering() {
    let store = makeStore()
    let received = Recorder<Int>()
    weak var weakSubscription: StoreSubscription?
    do {
      let subscription = store.subscribe { received.record($0.count) }
      weakSubscription = subscription
    }
    store.dispatch(.increment)
    #expect(weakSubscription == nil)
    #expect(received.values == [0, 1])
  }
}
