import Coordinator
import CoordinatorTesting
import Testing

/// A dialog that only informs, tested as an app's error alert is: no choice type, no `try`,
/// expected whole and acknowledged by its one key.
@MainActor
@Suite struct InformingDialogTests {
  let router = StackRouter()

  @Test func anErrorAlertIsExpectedWholeAndAcknowledged() {
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
    tester.expectTree("Login(Dialog)")
    tester.expectDialog(.informing("Couldn't log in", message: "Check your password."))
    tester.step { _ = tester.topScreen(as: DialogScreen.self)?.answer("ok") }
    tester.expectEvents(["dismissed #2 Alert"])
    tester.expectTree("Login")
    #expect(acknowledged == 1)
    tester.finish()
  }

  @Test func anAwaitedNoticeReturnsOnceAcknowledged() async {
    let root = OneScreenFlow("Login", screen: "Login", router: router)
    root.start()
    let tester = FlowTester(root: root, router: router)
    tester.timeout = .seconds(10)
    let informing = Task { await root.inform("Logged out", button: "Got It", on: router) }
    await tester.expectEvents(["presented #2 Dialog on level 1"], within: tester.timeout)
    tester.expectDialog(
      .alert("Logged out", buttons: [DialogButton("ok", key: "ok", title: "Got It")]))
    await tester.step { _ = tester.topScreen(as: DialogScreen.self)?.answer("ok") }
    tester.expectEvents(["dismissed #2 Dialog"])
    #expect(await tester.value(of: informing) != nil)
    await tester.finish()
  }
}
