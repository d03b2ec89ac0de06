import Coordinator
import CoordinatorTesting
import XCTest

/// A mail app's root: it makes its own router, shows Mail, composes in a modal, and listens for
/// new mail in a task of its own for as long as it runs.
@MainActor
final class MailFlow: BaseCoordinator {
  let router = StackRouter()

  override var name: String { "Mail" }

  override func start() {
    super.start()
    router.setRoot(NamedScreen("Mail"), owner: self, animated: false)
  }

  func compose() async -> String? {
    await runChild(ComposeFlow(router: router), on: router)
  }

  func listenForMail() {
    startTask { try? await Task.sleep(for: .seconds(3600)) }
  }
}

/// What *Testing Your Flows* shows in Swift Testing, as XCTest test methods: a child's result
/// awaited with a deadline, the root checked for leaks, work as long as its flow skipped, a
/// loosely checked set-up, and a step that checks the screen it leaves on top.
final class TestingYourFlowsXCTests: XCTestCase {
  @MainActor func testADraftIsAwaitedWithADeadline() async {
    await FlowTester.run(making: { MailFlow() }, router: \.router) { tester, mail in
      tester.step { mail.start() }
      tester.expectEvents(["root #1 Mail replaced nothing (not animated)"])
      let composing = Task { await mail.compose() }
      await tester.expectEvents(
        ["presented #2 Compose on level 1 (not animated)"], within: tester.timeout)
      weak let compose = mail.lastChild as? ComposeFlow
      tester.step { compose?.send("Hello") }
      tester.expectEvents(["dismissed #2 Compose"])
      let draft = await tester.value(of: composing)
      XCTAssertEqual(draft, "Hello")
    }  // fails if MailFlow or ComposeFlow is still alive
  }

  @MainActor func testWorkAsLongAsItsFlowIsNotWaitedFor() async {
    FlowTester.run(making: { MailFlow() }, router: \.router) { tester, mail in
      tester.step { mail.start() }
      tester.expectEvents(["root #1 Mail replaced nothing (not animated)"])
      tester.step { mail.listenForMail() }
      tester.skipRunningTasks()
    }  // neither waits for the listening task nor fails on it, and cancels it
  }

  @MainActor func testASetUpCheckedLoosely() async {
    let mail = MailFlow()
    FlowTester.run(root: mail, router: mail.router) { tester in
      let message = OneScreenFlow("Message", screen: "Message", router: mail.router)
      tester.withExhaustivity(.nonExhaustive) {
        tester.step { mail.start() }
        tester.step { mail.startChild(message, on: mail.router) }
      }
      tester.step { message.finish() }
      tester.expectEvents(["popped #2 Message"])
    }
  }

  @MainActor func testAStepChecksTheScreenItLeavesOnTop() async {
    let mail = MailFlow()
    mail.start()
    FlowTester.run(root: mail, router: mail.router) { tester in
      let message = OneScreenFlow("Message", screen: "Message", router: mail.router)
      tester.step {
        mail.startChild(message, on: mail.router)
      } then: { (screen: NamedScreen) in
        XCTAssertEqual(screen.screenName, "Message")
      }
      tester.expectEvents(["pushed #2 Message"])
      tester.step { message.finish() }
      tester.expectEvents(["popped #2 Message"])
    }
  }
}
