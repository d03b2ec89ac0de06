import Coordinator
import CoordinatorTesting
import Testing

/// `FlowTester.run(making:router:)`: the tester makes the root and lets it go, so a root that
/// something keeps alive fails the test, as every flow still in the tree at the end does.
@MainActor
@Suite struct MadeRootTests {
  /// An app that shows Home, and keeps a tap handler.
  final class AppFlow: BaseCoordinator {
    let router = StackRouter()
    var onTap: (() -> Void)?
    private(set) var taps = 0

    override func start() {
      super.start()
      router.setRoot(NamedScreen("Home"), owner: self, animated: false)
    }

    /// Keeps a handler that captures the flow strongly: the flow then holds itself.
    func keepTapHandler() {
      onTap = { self.taps += 1 }
    }
  }

  @Test func aRootTheTestIsDoneWithIsReleased() {
    weak var app: AppFlow?
    FlowTester.run(making: { AppFlow() }, router: \.router) { tester, app in
      tester.step { app.start() }
      tester.expectEvents(["root #1 Home replaced nothing (not animated)"])
    }  // fails if AppFlow is still alive
    FlowTester.run(making: { AppFlow() }, router: \.router) { tester, made in
      app = made
      tester.step { made.start() }
      tester.expectEvents(["root #1 Home replaced nothing (not animated)"])
    }
    #expect(app == nil)
  }

  @Test func aLeakingRootFailsWithAHintAtTheRun() {
    weak var app: AppFlow?
    let line = #line + 2
    withKnownIssue("deliberate: a root that holds itself must be reported") {
      FlowTester.run(making: { AppFlow() }, router: \.router) { tester, made in
        app = made
        tester.step {
          made.start()
          made.keepTapHandler()
        }
        tester.expectEvents(["root #1 Home replaced nothing (not animated)"])
      }
    } matching: {
      $0.sourceLocation?.line == line
        && comment(of: $0)
          == "Leak: AppFlow, the root, once the test was done with it, is still alive; it was "
          + "expected to be released\n(a closure that captures it strongly keeps it: its own "
          + "`onPop`, `flowCompletion` or a view model's output, or a `startTask` or `Task` "
          + "without `[weak self]`)"
    }
    // The cycle broken, the app goes.
    app?.onTap = nil
    #expect(app == nil)
  }

  @Test func aRootHeldByItsOwnTaskIsReportedWithTheTasksPlace() async {
    weak var app: AppFlow?
    let taskLine = #line + 9
    let line = #line + 2
    await withKnownIssue("deliberate: a flow held by its own task must be reported") {
      await FlowTester.run(making: { AppFlow() }, router: \.router) { tester, made in
        app = made
        tester.timeout = .milliseconds(20)
        await tester.step {
          made.start()
          // Held strongly by its own task, which never returns.
          made.startTask {
            _ = made; try? await Task.sleep(for: .seconds(3600))
          }
        }
        tester.expectEvents(["root #1 Home replaced nothing (not animated)"])
        await Task.yield()
      }
    } matching: {
      comment(of: $0).hasPrefix("A task of AppFlow, started at MadeRootTests.swift:\(taskLine)")
        || ($0.sourceLocation?.line == line
          && comment(of: $0)
            == "Leak: AppFlow, the root, once the test was done with it, is still alive; it was "
            + "expected to be released\n(a closure that captures it strongly keeps it: its own "
            + "`onPop`, `flowCompletion` or a view model's output, or a `startTask` or `Task` "
            + "without `[weak self]`; its tasks started at MadeRootTests.swift:\(taskLine) are "
            + "still running)")
    }
    // The tester cancelled the task: once it returns, the app goes.
    for _ in 0..<1_000 where app != nil {
      await Task.yield()
    }
    #expect(app == nil)
  }
}
