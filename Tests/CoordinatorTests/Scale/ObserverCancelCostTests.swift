import Testing

@testable import Coordinator

/// Cancelling an observer finds it without a search, in any order, and the list of observers
/// never holds more than about twice the live ones.
@MainActor
@Suite struct ObserverCancelCostTests {
  @Test func observersCancelledNewestFirstLeaveAListBoundedByTheLive() {
    let router = StackRouter()
    var heard: [Int] = []
    let observations = (0..<1_000).map { index in
      router.observe { _ in heard.append(index) }
    }
    for (cancelled, observation) in observations.dropFirst(2).reversed().enumerated() {
      observation.cancel()
      let live = 1_000 - cancelled - 1
      #expect(router.log.observers.count <= 2 * live + 1)
    }
    router.push(TestScreen("A"), owner: nil, animated: false, onPop: nil)
    #expect(heard == [0, 1])
    observations[0].cancel()
    observations[0].cancel()
    router.push(TestScreen("B"), owner: nil, animated: false, onPop: nil)
    #expect(heard == [0, 1, 1])
    observations[1].cancel()
    #expect(router.log.observers.isEmpty)
    #expect(!router.hasObservers)
  }

  @Test func aPathNavigatorObserverCancelledInAnyOrderHearsNoMore() throws {
    let app = try ToyPathApp()
    var heard: [String] = []
    let first = app.navigation.observe { heard.append("first \($0)") }
    let second = app.navigation.observe { heard.append("second \($0)") }
    let third = app.navigation.observe { heard.append("third \($0)") }
    third.cancel()
    second.cancel()
    try app.navigation.apply(string: "/main/settings")
    #expect(!heard.isEmpty)
    #expect(heard.allSatisfy { $0.hasPrefix("first ") })
    first.cancel()
  }
}
