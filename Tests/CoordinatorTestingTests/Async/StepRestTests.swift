import Coordinator
import Testing

@testable import CoordinatorTesting

/// An awaited step waits for the work it started to come to rest, and fails at its line for
/// work that never does; work the test said not to wait for is not waited for.
@MainActor
@Suite struct StepRestTests {
  /// A flow whose refresh waits on a request that never answers in a test.
  final class InboxFlow: BaseCoordinator {
    let router = StackRouter(isJournaling: false)

    override func start() {
      super.start()
      router.push(Screen(), owner: self, animated: false) {}
    }

    func refreshTapped() {
      startTask { try? await ContinuousClock().sleep(for: .seconds(3600)) }
    }
  }

  /// The inbox's screen.
  final class Screen: Presentable {
    let screenName = "Inbox"
  }

  @Test func workThatNeverRestsFailsTheStepThatStartedIt() async {
    let flow = InboxFlow()
    flow.start()
    let tester = FlowTester(root: flow, router: flow.router)
    tester.restTimeout = .milliseconds(50)
    await withKnownIssue("deliberate: the refresh waits on a request that never answers") {
      await tester.step { () async in flow.refreshTapped() }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "A task of InboxFlow, started at StepRestTests.swift:20, was still running 0.05 seconds "
          + "after step 1: it waits on something that does not "
          + "answer in a test. Give the flow a stand-in that answers, or the tester's clock to "
          + "sleep on; for work as long as its flow, call tester.skipRunningTasks()"
      ]
    }
    tester.skipRunningTasks()
    await tester.finish()
  }

  @Test func workTheTestSkippedIsNotWaitedFor() async {
    let flow = InboxFlow()
    flow.start()
    let tester = FlowTester(root: flow, router: flow.router)
    tester.restTimeout = .milliseconds(50)
    tester.step { flow.refreshTapped() }
    tester.skipRunningTasks()
    // No issue: the refresh, skipped, is not waited for, nor is it at the end.
    await tester.step { () async in }
    await tester.finish()
  }
}
