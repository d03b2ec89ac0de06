import Coordinator
import CoordinatorTesting
import XCTest

/// Counts taps on its screen, and ends with the count when told.
@MainActor
final class TallyFlow: ReturningCoordinator<Int> {
  let router: any Router
  private(set) weak var screen: TallyScreen?

  init(router: any Router) {
    self.router = router
  }

  override func start() {
    super.start()
    let screen = TallyScreen()
    self.screen = screen
    router.push(screen, owner: self) { [weak self] in self?.finish() }
  }

  func doneTapped() {
    finish(with: screen?.viewModel.state.count ?? 0)
  }
}

/// One flow tested alone under XCTest, in one line of set-up.
final class HostedFlowXCTests: FailureCapturingTestCase {
  @MainActor func testAFlowAloneIsTestedWholeAndEndsWithItsValue() async {
    let tester = FlowTester(hosting: { TallyFlow(router: $0) })
    weak let flow = tester.flow(TallyFlow.self)
    await tester.step { flow?.screen?.viewModel.tapped() }
    tester.expectState(TallyViewModel.State.self) { $0.count = 1 }
    await tester.step { flow?.doneTapped() }
    tester.expectEvents(["popped #1 TallyScreen"])
    tester.expectTree("Host")
    XCTAssertEqual(tester.result(as: Int.self), 1)
    await tester.finish()
    XCTAssertNil(flow)
  }

  @MainActor func testAFlowThatIsNotThereFailsAtTheCallersLine() async {
    let tester = FlowTester(hosting: { TallyFlow(router: $0) })
    let line = #line + 1
    let failures = capturingFailures { _ = tester.flow(OneScreenFlow.self) }
    XCTAssertEqual(
      failures,
      [
        CapturedFailure(
          message: "failed - No OneScreenFlow is in the tree: Host(TallyFlow)", file: #filePath,
          line: line)
      ])
    await tester.finish()
  }
}
