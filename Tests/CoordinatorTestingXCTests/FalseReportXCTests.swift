import Coordinator
import CoordinatorTesting
import XCTest

/// Under XCTest as under Swift Testing: what the tester must not report, such as a task its
/// flow's end cancelled and that has yet to return at a synchronous finish.
/// Main-actor test methods are `async`: XCTest on Linux finds a `@MainActor` test only then.
final class FalseReportXCTests: FailureCapturingTestCase {
  @MainActor func testASynchronousFinishDoesNotReportATaskItsFlowsEndCancelled() async {
    aSynchronousFinishDoesNotReportATaskItsFlowsEndCancelled()
  }

  // Synchronous, as a test of synchronous steps is: an awaited step lets the work come to rest.

  @MainActor private func aSynchronousFinishDoesNotReportATaskItsFlowsEndCancelled() {
    let router = StackRouter()
    let home = HomeFlow(router: router)
    home.start()
    let tester = FlowTester(root: home, router: router)
    weak var detail: OneScreenFlow?
    tester.step {
      let flow = OneScreenFlow("Detail", screen: "Detail", router: router)
      detail = flow
      home.startChild(flow, on: router)
      flow.startTask { try? await Task.sleep(for: .seconds(3600)) }
    }
    tester.expectEvents(["pushed #2 Detail"])
    let task = detail?.runningTasks.first
    tester.step { detail?.finish() }
    tester.expectEvents(["popped #2 Detail"])
    XCTAssertEqual(task?.isCancelled, true)
    XCTAssertEqual(task?.isDone, false)
    let failures = capturingFailures { tester.finish() }
    XCTAssertEqual(failures, [])
    XCTAssertNil(detail)
  }
}
