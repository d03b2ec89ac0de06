import Coordinator
import CoordinatorTesting
import Testing

// The example of the README's "Testing your flows" and of the DocC article
// "Testing Your Flows", with `NamedScreen` and `OneScreenFlow` from Support/Fixtures.swift.

@Test @MainActor func aDetailFlowOpensAndCloses() {
  let router = StackRouter()
  let root = OneScreenFlow("Root", screen: "Home", router: router)
  root.start()

  let tester = FlowTester(root: root, router: router)
  var child: OneScreenFlow? = OneScreenFlow("Child", screen: "Detail", router: router)
  tester.step { root.startChild(child!, on: router) }
  tester.expectTree("Root(Child)")
  tester.expectStack("level 0: #1 Home, #2 Detail")
  tester.expectEvents(["pushed #2 Detail"])

  tester.step { child?.finish() }
  child = nil
  tester.expectTree("Root")
  tester.expectEvents(["popped #2 Detail"])
  tester.finish()  // fails if Child is still alive
}
