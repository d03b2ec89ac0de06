import Coordinator
import CoordinatorTesting
import XCTest

/// States the tree and the stack in one call, failing at the caller's line.
@MainActor
func expectScreens(
  _ tester: FlowTester<StackRouter>, tree: String, stack: String,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  tester.expectTree(tree, fileID: fileID, filePath: filePath, line: line, column: column)
  tester.expectStack(stack, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// A helper of the test's own passes the caller's place on, and its failures land there.
final class ForwardingHelperTests: FailureCapturingTestCase {
  @MainActor func testAHelperReportsAtItsCallersLine() async {
    let router = StackRouter()
    let root = OneScreenFlow("Root", screen: "Home", router: router)
    root.start()
    let tester = FlowTester(root: root, router: router)
    expectScreens(tester, tree: "Root", stack: "level 0: #1 Home")
    let line = #line + 2
    let failures = capturingFailures {
      expectScreens(tester, tree: "Root", stack: "level 0: #1 Menu")
    }
    XCTAssertEqual(
      failures,
      [
        CapturedFailure(
          message: "failed - The router stack differs (− expected, + actual):\n"
            + "− level 0: #1 Menu\n+ level 0: #1 Home",
          file: #filePath, line: line)
      ])
    await tester.finish()
  }
}
