import Coordinator
import CoordinatorTesting
import XCTest

/// A modal flow that ends with the text it sends.
@MainActor
final class ComposeFlow: ReturningCoordinator<String> {
  let router: any Router

  init(router: any Router) {
    self.router = router
  }

  override var name: String { "Compose" }

  override func start() {
    super.start()
    router.present(NamedScreen("Compose"), owner: self, animated: false) { [weak self] in
      self?.finish()
    }
  }

  /// The send button.
  func send(_ text: String) {
    finish(with: text)
  }
}

/// A home that awaits a draft, and refreshes in a task of its own that waits forever.
@MainActor
final class HomeFlow: BaseCoordinator {
  let router: StackRouter

  init(router: StackRouter) {
    self.router = router
  }

  override var name: String { "Home" }

  override func start() {
    super.start()
    router.setRoot(NamedScreen("Home"), owner: self, animated: false)
  }

  func compose() async -> String? {
    await runChild(ComposeFlow(router: router), on: router)
  }

  func refreshTapped() {
    startTask { try? await Task.sleep(for: .seconds(3600)) }
  }
}

/// Under XCTest as under Swift Testing, no wait of the tester hangs: a modal nobody closes fails
/// within the timeout at the awaiting line, and a flow's task still running fails at its step.
final class TaskDeadlineTests: FailureCapturingTestCase {
  private let failed = "failed - "

  @MainActor func testAModalNobodyClosesFailsWithinTheTimeoutAtTheAwaitingLine() async {
    let router = StackRouter()
    let home = HomeFlow(router: router)
    home.start()
    let tester = FlowTester(root: home, router: router)
    tester.timeout = .milliseconds(50)
    let composing = Task { await home.compose() }
    await tester.expectEvents(
      ["presented #2 Compose on level 1 (not animated)"], within: tester.timeout)
    weak let compose = home.lastChild
    var draft: String?? = "unset"
    let line = #line + 1
    let failures = await capturingFailures { draft = await tester.value(of: composing) }
    XCTAssertEqual(
      failures,
      [
        CapturedFailure(
          message: failed
            + "Waited 0.05 seconds for the task's value; it did not return: it waits for "
            + "something the test never gave it (a screen nobody closed, an answer nobody "
            + "sent). It is cancelled; take the step it waits for before awaiting it, or raise "
            + "`tester.timeout`",
          file: #filePath, line: line)
      ])
    XCTAssertEqual(draft, .none)
    let ended = await tester.value(of: composing, within: .seconds(10))
    XCTAssertEqual(ended, .some(nil))
    tester.expectEvents(["dismissed #2 Compose"])
    await tester.finish()
    XCTAssertNil(compose)
  }

  @MainActor func testAnAwaitedStepThatNeverReturnsFailsAtItsLineWithinTheTimeout() async {
    let router = StackRouter()
    let home = HomeFlow(router: router)
    home.start()
    let tester = FlowTester(root: home, router: router)
    tester.timeout = .milliseconds(50)
    var draft: String?? = "unset"
    let line = #line + 1
    let failures = await capturingFailures { draft = await tester.step { await home.compose() } }
    XCTAssertEqual(
      failures,
      [
        CapturedFailure(
          message: failed
            + "Step 1 did not return within 0.05 seconds: it awaits something the test never "
            + "gave it (a screen nobody closed, an answer nobody sent). It was cancelled; start "
            + "what it awaits in a `Task`, take the step it waits for, and await it with "
            + "`tester.value(of:)`, or raise `tester.timeout`",
          file: #filePath, line: line)
      ])
    XCTAssertEqual(draft, .some(nil))
    tester.expectEvents([
      "presented #2 Compose on level 1 (not animated)", "dismissed #2 Compose",
    ])
    await tester.finish()
  }

  @MainActor func testAFlowsTaskStillRunningFailsAtTheStepThatStartedIt() async {
    let router = StackRouter()
    let home = HomeFlow(router: router)
    home.start()
    let tester = FlowTester(root: home, router: router)
    tester.timeout = .milliseconds(20)
    let line = #line + 1
    await tester.step("refresh") { home.refreshTapped() }
    let started = home.runningTasks.map(\.place)
    let failures = await capturingFailures { await tester.finish() }
    XCTAssertEqual(
      failures,
      [
        CapturedFailure(
          message: failed + "A task of Home, started at \(started.first ?? "?") in refresh, "
            + "is still running at the end; it did not return within 0.02 seconds: it waits "
            + "for something the test never gave it (answer it in a step, or end its flow; for "
            + "work as long as its flow, `tester.skipRunningTasks()`), or raise `tester.timeout`",
          file: #filePath, line: line)
      ])
    XCTAssertEqual(home.runningTasks.map(\.isCancelled), [true])
  }
}
