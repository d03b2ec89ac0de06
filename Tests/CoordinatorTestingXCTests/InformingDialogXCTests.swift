import Coordinator
import CoordinatorTesting
import XCTest

/// Under XCTest as under Swift Testing: a dialog that only informs, made without a choice type,
/// expected whole and acknowledged by its key.
/// Main-actor test methods are `async`: XCTest on Linux finds a `@MainActor` test only then.
final class InformingDialogXCTests: FailureCapturingTestCase {
  @MainActor func testAnErrorAlertIsExpectedWholeAndAcknowledged() async {
    anErrorAlertIsExpectedWholeAndAcknowledged()
  }

  // Synchronous steps, as a synchronous test takes them.

  @MainActor private func anErrorAlertIsExpectedWholeAndAcknowledged() {
    let router = StackRouter()
    let root = OneScreenFlow("Login", screen: "Login", router: router)
    root.start()
    let tester = FlowTester(root: root, router: router)
    var acknowledged = 0
    tester.step {
      root.inform(
        "Couldn't log in", message: "Check your password.", screenName: "Alert", on: router
      ) { acknowledged += 1 }
    }
    tester.expectEvents(["presented #2 Alert on level 1"])
    tester.expectDialog(.informing("Couldn't log in", message: "Check your password."))
    tester.step { _ = tester.topScreen(as: DialogScreen.self)?.answer("ok") }
    tester.expectEvents(["dismissed #2 Alert"])
    XCTAssertEqual(acknowledged, 1)
    tester.finish()
  }
}
