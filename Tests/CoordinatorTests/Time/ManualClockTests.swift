import Testing

@testable import Coordinator

// The listing of the doc comment of `Time/ManualClock.swift`, compiled and run, and the rest
// the shell, the explorer and the tester wait for. `DocCommentListingTests` checks the listing.

@MainActor
@Suite struct ManualClockTests {
  final class LoginFlow: BaseCoordinator {
    private let clock: any Clock<Duration>
    private(set) var showsHint = false
    init(clock: any Clock<Duration> = ContinuousClock()) { self.clock = clock }

    func showHintLater() {
      startTask { [weak self, clock] in
        try? await clock.sleep(for: .seconds(30))
        self?.showsHint = true
      }
    }
  }

  /// How many times a task woke.
  @MainActor
  final class Wakes {
    var count = 0
  }

  @Test func theHintShowsOnceThirtySecondsPassOnTheClock() async {
    let clock = ManualClock()
    let flow = LoginFlow(clock: clock)
    flow.start()
    let work = WorkAtRest(root: flow, clock: clock)
    flow.showHintLater()
    // Asleep on the manual clock: at rest, with nothing shown yet.
    #expect(await work.settle(within: .seconds(600)).isEmpty)
    #expect(work.asleep.map(\.flowName) == ["LoginFlow"])
    #expect(clock.nextWait == .seconds(30))
    #expect(!flow.showsHint)
    #expect(await work.settle(waiting: .seconds(29), within: .seconds(600)).isEmpty)
    #expect(!flow.showsHint)
    #expect(clock.nextWait == .seconds(1))
    #expect(await work.settle(waiting: .seconds(1), within: .seconds(600)).isEmpty)
    #expect(flow.showsHint)
    #expect(flow.runningTasks.isEmpty)
    #expect(clock.now == ManualClock.Instant(offset: .seconds(30)))
    #expect(clock.nextWait == nil)
  }

  @Test func aTaskThatSleepsTwiceWithinAWaitWakesTwice() async {
    let clock = ManualClock()
    let flow = LoginFlow(clock: clock)
    flow.start()
    let work = WorkAtRest(root: flow, clock: clock)
    let wakes = Wakes()
    flow.startTask { [clock] in
      try? await clock.sleep(for: .seconds(1))
      wakes.count += 1
      try? await clock.sleep(for: .seconds(1))
      wakes.count += 1
    }
    #expect(await work.settle(waiting: .seconds(2), within: .seconds(600)).isEmpty)
    #expect(wakes.count == 2)
    #expect(flow.runningTasks.isEmpty)
  }

  @Test func aSleepEndsWithItsFlowAndLeavesNoSleeper() async {
    let clock = ManualClock()
    weak var weakFlow: LoginFlow?
    var task: FlowTask?
    do {
      let flow = LoginFlow(clock: clock)
      weakFlow = flow
      flow.start()
      let work = WorkAtRest(root: flow, clock: clock)
      flow.showHintLater()
      task = flow.runningTasks.first
      #expect(await work.settle(within: .seconds(600)).isEmpty)
      #expect(clock.nextWait == .seconds(30))
      flow.finish()
    }
    #expect(weakFlow == nil)
    #expect(task?.isCancelled == true)
    // The cancelled sleep returns at once, and the task with it.
    for _ in 0..<1_000 where task?.isDone == false {
      await Task.yield()
    }
    #expect(task?.isDone == true)
    #expect(clock.nextWait == nil)
  }

  @Test func aDeadlineAlreadyReachedDoesNotSleep() async throws {
    let clock = ManualClock()
    clock.advance(by: .seconds(5))
    try await clock.sleep(until: ManualClock.Instant(offset: .seconds(5)))
    try await clock.sleep(for: .zero)
    #expect(clock.nextWait == nil)
  }

  @Test func onALiveClockASleepingTaskIsWaitedFor() async {
    let flow = LoginFlow()
    flow.start()
    let work = WorkAtRest(root: flow, clock: nil)
    let wakes = Wakes()
    flow.startTask {
      try? await ContinuousClock().sleep(for: .milliseconds(20))
      wakes.count += 1
    }
    #expect(await work.settle(within: .seconds(600)).isEmpty)
    #expect(wakes.count == 1)
  }

  @Test func workStillRunningAtTheDeadlineIsNamed() async {
    let flow = LoginFlow()
    flow.start()
    let work = WorkAtRest(root: flow, clock: ManualClock())
    let line = #line + 1
    flow.startTask { try? await ContinuousClock().sleep(for: .seconds(3600)) }
    let still = await work.settle(within: .milliseconds(20))
    #expect(still.map(\.flowName) == ["LoginFlow"])
    #expect(still.map(\.place) == ["ManualClockTests.swift:\(line)"])
    flow.finish()
  }

  @Test func noTaskIsRestAtOnce() async {
    let flow = LoginFlow()
    flow.start()
    let work = WorkAtRest(root: flow, clock: nil)
    #expect(await work.settle(within: .zero).isEmpty)
    #expect(work.running.isEmpty)
  }
}
