import Coordinator
import CoordinatorTesting
import XCTest

/// What *Testing Your Flows* shows in Swift Testing, as XCTest test methods: a child's result
/// awaited with a deadline, the root checked for leaks, work as long as its flow skipped, a
/// loosely checked set-up, and a step that checks the screen it leaves on top.
final class TestingYourFlowsXCTests: XCTestCase {
  @MainActor func testADraftIsAwaitedWithADeadline() async {
    await FlowTester.run(making: { HomeFlow(router: StackRouter()) }, router: \.router) {
      tester, home in
      await tester.step { home.start() }
      tester.expectEvents(["root #1 Home replaced nothing (not animated)"])
      let composing = Task { await home.compose() }
      await tester.expectEvents(
        ["presented #2 Compose on level 1 (not animated)"], within: tester.timeout)
      weak let compose = home.lastChild as? ComposeFlow
      await tester.step { compose?.send("Hello") }
      tester.expectEvents(["dismissed #2 Compose"])
      let draft = await tester.value(of: composing)
      XCTAssertEqual(draft, "Hello")
    }  // fails if HomeFlow or ComposeFlow is still alive
  }

  @MainActor func testWorkAsLongAsItsFlowIsNotWaitedFor() async {
    FlowTester.run(making: { HomeFlow(router: StackRouter()) }, router: \.router) { tester, home in
      tester.step { home.start() }
      tester.expectEvents(["root #1 Home replaced nothing (not animated)"])
      tester.step { home.refreshTapped() }
      tester.skipRunningTasks()
    }  // neither waits for the listening task nor fails on it, and cancels it
  }

  @MainActor func testASetUpCheckedLoosely() async {
    let home = HomeFlow(router: StackRouter())
    FlowTester.run(root: home, router: home.router) { tester in
      let message = OneScreenFlow("Message", screen: "Message", router: home.router)
      tester.withExhaustivity(.nonExhaustive) {
        tester.step { home.start() }
        tester.step { home.startChild(message, on: home.router) }
      }
      tester.step { message.finish() }
      tester.expectEvents(["popped #2 Message"])
    }
  }

  @MainActor func testAStepChecksTheScreenItLeavesOnTop() async {
    let home = HomeFlow(router: StackRouter())
    home.start()
    FlowTester.run(root: home, router: home.router) { tester in
      let message = OneScreenFlow("Message", screen: "Message", router: home.router)
      tester.step {
        home.startChild(message, on: home.router)
      } then: { (screen: NamedScreen) in
        XCTAssertEqual(screen.screenName, "Message")
      }
      tester.expectEvents(["pushed #2 Message"])
      tester.step { message.finish() }
      tester.expectEvents(["popped #2 Message"])
    }
  }
}

/// Signs the person out after fifteen minutes on the clock it is given.
final class SessionFlow: BaseCoordinator {
  let router = StackRouter()
  private let clock: any Clock<Duration>

  init(clock: any Clock<Duration> = ContinuousClock()) { self.clock = clock }

  override func start() {
    super.start()
    router.setRoot(NamedScreen("Home"), owner: self)
    startTask { [weak self, clock] in
      guard (try? await clock.sleep(for: .seconds(15 * 60))) != nil, let self else { return }
      self.router.setRoot(NamedScreen("SignedOut"), owner: self)
    }
  }
}

/// Time in a test: a manual clock the tester moves.
final class SessionTimeXCTests: XCTestCase {
  @MainActor func testTheSessionEndsAfterFifteenMinutes() async {
    let clock = ManualClock()
    await FlowTester.run(making: { SessionFlow(clock: clock) }, router: \.router) {
      tester, session in
      tester.clock = clock
      await tester.step { session.start() }
      tester.expectEvents(["root #1 Home replaced nothing (not animated)"])
      await tester.advance(by: .seconds(15 * 60 - 1))
      tester.expectNoEvents()
      await tester.advance(by: .seconds(1))
      tester.expectEvents(["root #2 SignedOut replaced #1 Home (not animated)"])
    }  // fails if SessionFlow is still alive, or its task still runs
  }
}
