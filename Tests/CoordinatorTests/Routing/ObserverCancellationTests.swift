import Coordinator
import Testing

/// An observer cancelled while an event is being delivered does not receive that event, nor
/// any after: the router keeps the promise `Store` makes of its subscribers.
@MainActor
@Suite struct ObserverCancellationTests {
  @Test func anObserverCancelledByAnotherDuringAnEventMissesIt() {
    let router = StackRouter()
    var seen: [String] = []
    var second: RouterObservation?
    let first = router.observe { event in
      seen.append("first \(event)")
      second?.cancel()
    }
    second = router.observe { event in seen.append("second \(event)") }
    let third = router.observe { event in seen.append("third \(event)") }
    router.push(TestScreen("A"))
    router.push(TestScreen("B"))
    #expect(
      seen == [
        "first pushed #1 A", "third pushed #1 A", "first pushed #2 B", "third pushed #2 B",
      ])
    first.cancel()
    third.cancel()
  }

  @Test func anObserverThatCancelsItselfHearsNoMore() {
    let router = StackRouter()
    var heard = 0
    var observation: RouterObservation?
    observation = router.observe { _ in
      heard += 1
      observation?.cancel()
    }
    router.push(TestScreen("A"))
    router.push(TestScreen("B"))
    #expect(heard == 1)
  }
}
