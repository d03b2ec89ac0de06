import Coordinator
import CoordinatorTesting
import XCTest

/// Every kind of failure the tester reports fails an XCTest test, with its message, at the
/// caller's file and line: none passes silently.
///
/// Main-actor test methods are `async`: XCTest on Linux calls a synchronous one off the main
/// actor, which stops the whole run.
final class FlowTesterFailureTests: FailureCapturingTestCase {
  /// XCTest's prefix for a failure recorded with `XCTFail`.
  private let failed = "failed - "

  @MainActor func testAWrongTreeFailsAtTheCallersLine() async {
    let (router, root) = Self.app()
    let tester = FlowTester(root: root, router: router)
    let line = #line + 1
    let failures = capturingFailures { tester.expectTree("Root(Child)") }
    XCTAssertEqual(
      failures,
      [
        CapturedFailure(
          message: failed + "The coordinator tree differs (− expected, + actual):\n"
            + "− Root(Child)\n+ Root",
          file: #filePath, line: line)
      ])
    await tester.finish()
  }

  @MainActor func testAWrongStackTopAndEventsFailEach() async {
    let (router, root) = Self.app()
    let tester = FlowTester(root: root, router: router)
    var child: OneScreenFlow? = OneScreenFlow("Child", screen: "Detail", router: router)
    await tester.step { root.startChild(child!, on: router) }
    let line = #line + 2
    let failures = capturingFailures {
      tester.expectStack("level 0: #1 Home"); tester.expectTop("Home"); tester.expectNoEvents()
    }
    XCTAssertEqual(
      failures,
      [
        CapturedFailure(
          message: failed + "The router stack differs (− expected, + actual):\n"
            + "− level 0: #1 Home\n+ level 0: #1 Home, #2 Detail",
          file: #filePath, line: line),
        CapturedFailure(
          message: failed + "The top screen is Detail, expected Home", file: #filePath,
          line: line),
        CapturedFailure(
          message: failed + "The router events differ (− expected, + actual):\n"
            + "+ pushed #2 Detail",
          file: #filePath, line: line),
      ])
    await tester.step { child?.finish() }
    child = nil
    tester.expectEvents(["popped #2 Detail"])
    await tester.finish()
  }

  @MainActor func testUnassertedEventsFailTheNextStep() async {
    let (router, root) = Self.app()
    let tester = FlowTester(root: root, router: router)
    var child: OneScreenFlow? = OneScreenFlow("Child", screen: "Detail", router: router)
    await tester.step { root.startChild(child!, on: router) }
    let line = #line + 1
    let failures = capturingFailures { tester.step { child?.finish() } }
    child = nil
    XCTAssertEqual(
      failures,
      [
        CapturedFailure(
          message: failed + "1 router event was not asserted before step 2:\n  pushed #2 Detail",
          file: #filePath, line: line)
      ])
    tester.expectEvents(["popped #2 Detail"])
    await tester.finish()
  }

  @MainActor func testAFlowStillAliveFailsTheFinish() async {
    let (router, root) = Self.app()
    let tester = FlowTester(root: root, router: router)
    let child = OneScreenFlow("Child", screen: "Detail", router: router)
    await tester.step { root.startChild(child, on: router) }
    tester.expectEvents(["pushed #2 Detail"])
    let stepLine = #line + 1
    await tester.step { child.finish() }
    tester.expectEvents(["popped #2 Detail"])
    let line = #line + 1
    let failures = capturingFailures { tester.finish() }
    XCTAssertEqual(
      failures,
      [
        CapturedFailure(
          message: failed
            + "Leak: Child, which left the tree in step 2 (FlowTesterFailureTests.swift:"
            + "\(stepLine)), is still alive; it was expected to be "
            + "released\n(if a variable of the test holds it, set it to nil before finish() or "
            + "use FlowTester.run)",
          file: #filePath, line: line)
      ])
  }

  @MainActor func testRunReportsTheEndAtItsCaller() async {
    let (router, root) = Self.app()
    var stepLine = 0
    let kept = OneScreenFlow("Kept", screen: "Detail", router: router)
    let line = #line + 2
    let failures = capturingFailures {
      FlowTester.run(root: root, router: router) { tester in
        tester.step { root.startChild(kept, on: router) }
        tester.expectEvents(["pushed #2 Detail"])
        stepLine = #line + 1
        tester.step { kept.finish() }
        tester.expectEvents(["popped #2 Detail"])
      }
    }
    XCTAssertEqual(
      failures,
      [
        CapturedFailure(
          message: failed
            + "Leak: Kept, which left the tree in step 2 (FlowTesterFailureTests.swift:"
            + "\(stepLine)), is still alive; it was expected to be "
            + "released\n(if a variable of the test holds it, set it to nil before finish() or "
            + "use FlowTester.run)",
          file: #filePath, line: line)
      ])
  }

  @MainActor func testTheFreeTreeExpectationAndTheLeakTrackerFailToo() async {
    let (_, root) = Self.app()
    let leaks = LeakTracker()
    let screen = NamedScreen("Kept")
    let trackedAt = #line + 1
    leaks.track(screen)
    let line = #line + 2
    let failures = capturingFailures {
      expectTree(root, "Other"); leaks.expectReleased()
    }
    XCTAssertEqual(
      failures,
      [
        CapturedFailure(
          message: failed + "The coordinator tree differs (− expected, + actual):\n"
            + "− Other\n+ Root",
          file: #filePath, line: line),
        CapturedFailure(
          message: failed
            + "Leak: NamedScreen is still alive; it was expected to be released (tracked at "
            + "FlowTesterFailureTests.swift:\(trackedAt))",
          file: #filePath, line: line),
      ])
  }

  @MainActor func testATesterReleasedWithoutFinishFailsWhereItWasMade() async {
    let (router, root) = Self.app()
    let line = #line + 1
    let failures = capturingFailures { _ = FlowTester(root: root, router: router) }
    XCTAssertEqual(
      failures,
      [
        CapturedFailure(
          message: failed
            + "This FlowTester was released without finish(): its end-of-test checks (leaks, "
            + "events not asserted, tasks still running) never ran; end the test with "
            + "`tester.finish()`, or use `FlowTester.run`",
          file: #filePath, line: line)
      ])
  }

  @MainActor func testAStepWhoseErrorEndsTheTestFailsAtTheStepsLine() async {
    struct Tapped: Error {}
    let (router, root) = Self.app()
    let line = #line + 5
    let failures = await capturingFailures {
      // As a test method that throws: the error leaves `body`, its tester released unfinished.
      @MainActor func body() async throws {
        let tester = FlowTester(root: root, router: router)
        try await tester.step { throw Tapped() }
        await tester.finish()
      }
      do {
        try await body()
        XCTFail("the step did not throw")
      } catch {
        XCTAssertTrue(error is Tapped)
      }
    }
    XCTAssertEqual(
      failures,
      [
        CapturedFailure(
          message: failed
            + "Step 1 threw Tapped(), and the test ended before its end-of-test checks ran",
          file: #filePath, line: line)
      ])
  }

  /// A router with a Home screen on it, shown by a running root flow.
  @MainActor private static func app() -> (StackRouter, OneScreenFlow) {
    let router = StackRouter()
    let root = OneScreenFlow("Root", screen: "Home", router: router)
    root.start()
    return (router, root)
  }
}
