import Coordinator
import CoordinatorTesting
import Testing

/// Work the app started outside its flows and handed to the test with `track(_:as:…)` is part
/// of the rest after an awaited step, as a flow's task is: the step returns once it has
/// returned, or sleeps on the tester's clock.
@MainActor
@Suite struct TrackedTaskRestTests {
  /// Home, over which a task pushes Detail once it has waited on its clock.
  final class HomeFlow: BaseCoordinator {
    let router = StackRouter(isJournaling: false)

    override func start() {
      super.start()
      router.push(TestScreen(screenName: "Home"), owner: self, animated: false) {}
    }

    /// Pushes Detail after `delay` on `clock`, in a task of its own, not a flow task.
    func loadDetail(after delay: Duration, on clock: any Clock<Duration>) -> Task<Void, Never> {
      Task { [weak self] in
        guard (try? await clock.sleep(for: delay)) != nil, let self else { return }
        self.router.push(TestScreen(screenName: "Detail"), owner: self, animated: true) {}
      }
    }
  }

  typealias TestScreen = AdvanceTests.TestScreen

  @Test func anAwaitedStepWaitsForATrackedTask() async {
    weak var weakFlow: HomeFlow?
    do {
      let flow = HomeFlow()
      weakFlow = flow
      flow.start()
      let tester = FlowTester(root: flow, router: flow.router)
      await tester.step {
        tester.track(flow.loadDetail(after: .milliseconds(20), on: ContinuousClock()))
      }
      tester.expectEvents(["pushed #2 Detail"])
      await tester.finish()
    }
    #expect(weakFlow == nil)
  }

  @Test func aTrackedTaskAsleepOnTheTestersClockIsAtRestUntilTheClockMoves() async {
    let clock = ManualClock()
    let flow = HomeFlow()
    flow.start()
    let tester = FlowTester(root: flow, router: flow.router)
    tester.clock = clock
    await tester.step { tester.track(flow.loadDetail(after: .seconds(30), on: clock)) }
    tester.expectNoEvents()
    await tester.advance(by: .seconds(30))
    tester.expectEvents(["pushed #2 Detail"])
    await tester.finish()
  }
}
