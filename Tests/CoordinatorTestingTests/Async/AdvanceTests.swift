import Coordinator
import CoordinatorTesting
import Testing

/// `tester.advance(by:)` on the tester's manual clock, and an awaited step that lets the work
/// it started come to rest. The listing of `FlowTester+Time.swift`'s doc comment.
@MainActor
@Suite struct AdvanceTests {
  /// A login whose request answers after two seconds on the flow's clock, then shows Home.
  final class LoginFlow: BaseCoordinator {
    let router = StackRouter(isJournaling: false)
    private let clock: any Clock<Duration>

    init(clock: any Clock<Duration>) {
      self.clock = clock
    }

    override func start() {
      super.start()
      router.push(TestScreen(screenName: "Login"), owner: self, animated: false) {}
    }

    func logIn(_ name: String) {
      startTask { [weak self, clock] in
        guard (try? await clock.sleep(for: .seconds(2))) != nil, let self else { return }
        self.router.push(TestScreen(screenName: "Home"), owner: self, animated: true) {}
      }
    }
  }

  /// A screen with a name and nothing else.
  final class TestScreen: Presentable {
    let screenName: String
    init(screenName: String) { self.screenName = screenName }
  }

  @Test func theRequestAnswersOnceTheClockIsAdvanced() async {
    weak var weakFlow: LoginFlow?
    do {
      let clock = ManualClock()
      let flow = LoginFlow(clock: clock)
      flow.start()
      let tester = FlowTester(root: flow, router: flow.router)
      tester.clock = clock
      await tester.step { flow.logIn("ada") }  // the request sleeps on the clock
      await tester.advance(by: .seconds(2))  // it answers, and Home is pushed
      tester.expectEvents(["pushed #2 Home"])
      weakFlow = flow
      tester.expectTop("Home")
      await tester.finish()
    }
    #expect(weakFlow == nil)
  }

  @Test func advancingATesterWithoutAClockFails() async {
    let flow = LoginFlow(clock: ManualClock())
    flow.start()
    let tester = FlowTester(root: flow, router: flow.router)
    await withKnownIssue("deliberate: the tester has no clock to advance") {
      await tester.advance(by: .seconds(1))
    }
    await tester.finish()
  }

  /// Timers of a flow, each started by a step of its own.
  final class TimersFlow: BaseCoordinator {
    let router = StackRouter(isJournaling: false)
    private let clock: any Clock<Duration>

    init(clock: any Clock<Duration>) {
      self.clock = clock
    }

    override func start() {
      super.start()
      router.push(TestScreen(screenName: "Home"), owner: self, animated: false) {}
    }

    /// Pushes a screen named `name` once `delay` has passed on the clock.
    func startTimer(_ name: String, delay: Duration) {
      startTask { [weak self, clock] in
        guard (try? await clock.sleep(for: delay)) != nil, let self else { return }
        self.router.push(TestScreen(screenName: name), owner: self, animated: false) {}
      }
    }
  }

  @Test func timersDueAtTheSameMomentRunInTheOrderTheyFellAsleep() async {
    let clock = ManualClock()
    let flow = TimersFlow(clock: clock)
    flow.start()
    let tester = FlowTester(root: flow, router: flow.router)
    tester.clock = clock
    for name in ["A", "B", "C", "D", "E", "F"] {
      await tester.step { flow.startTimer(name, delay: .seconds(1)) }
    }
    await tester.advance(by: .seconds(1))
    tester.expectEvents(
      ["A", "B", "C", "D", "E", "F"].enumerated().map {
        "pushed #\($0.offset + 2) \($0.element) (not animated)"
      })
    await tester.finish()
  }
}
