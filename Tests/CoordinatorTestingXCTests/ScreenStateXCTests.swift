import Coordinator
import CoordinatorTesting
import MVVM
import Observation
import XCTest

/// A view model whose state is a count, on a screen that holds it.
@MainActor
@Observable
final class TallyViewModel: ViewModel, StateDeclaring {
  struct State: Equatable, Sendable {
    var count = 0
  }

  private(set) var state = State()

  func tapped() {
    state.count += 1
  }
}

@MainActor
final class TallyScreen: Presentable {
  let viewModel = TallyViewModel()
}

/// A screen's state under XCTest: stated, it passes; unstated or wrong, it fails with a diff
/// at the step's line and at the statement's.
final class ScreenStateXCTests: FailureCapturingTestCase {
  @MainActor func testAStatedChangePassesAndAnUnstatedOneFailsAtItsStep() async {
    let router = StackRouter()
    let root = OneScreenFlow("Root", screen: "Home", router: router)
    root.start()
    let tester = FlowTester(root: root, router: router)
    weak var screen: TallyScreen?
    do {
      let tally = TallyScreen()
      screen = tally
      await tester.step { router.push(tally, owner: root) }
    }
    tester.expectEvents(["pushed #2 TallyScreen"])
    await tester.step { screen?.viewModel.tapped() }
    tester.expectState(TallyViewModel.State.self) { $0.count = 1 }
    let line = #line + 1
    await tester.step { screen?.viewModel.tapped() }
    let failures = await capturingFailures {
      await tester.step { try? router.pop() }
    }
    XCTAssertEqual(
      failures,
      [
        CapturedFailure(
          message: "failed - 1 screen state changed in step 3 and was not asserted before "
            + "step 4:\n#2 TallyScreen, a TallyViewModel.State "
            + "(− stated, + now):\n  − count: 1\n  + count: 2",
          file: #filePath, line: line)
      ])
    tester.expectEvents(["popped #2 TallyScreen"])
    await tester.finish()
    XCTAssertNil(screen)
  }
}
