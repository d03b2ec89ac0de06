import Coordinator
import CoordinatorTesting
import XCTest

final class DetailFlowTests: XCTestCase {
  @MainActor func testADetailFlowOpensAndCloses() async {
    let router = StackRouter()
    let root = OneScreenFlow("Root", screen: "Home", router: router)
    root.start()

    let tester = FlowTester(root: root, router: router)
    var child: OneScreenFlow? = OneScreenFlow("Child", screen: "Detail", router: router)
    await tester.step { root.startChild(child!, on: router) }
    tester.expectTree("Root(Child)")
    tester.expectStack("level 0: #1 Home, #2 Detail")
    tester.expectEvents(["pushed #2 Detail"])

    await tester.step { child?.finish() }
    child = nil
    tester.expectTree("Root")
    tester.expectEvents(["popped #2 Detail"])
    await tester.finish()  // fails if Child is still alive
  }
}
