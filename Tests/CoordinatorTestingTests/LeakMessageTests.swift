import Coordinator
import CoordinatorTesting
import Testing

/// The leak message *Testing Your Flows* quotes, with the line of its step: this file is kept
/// small so that the line stays where the article says.
@MainActor
@Suite struct LeakMessageTests {
  @Test func aCoordinatorThatLeftTheTreeButLivesOnIsALeak() {
    let router = StackRouter()
    let root = OneScreenFlow("Root", screen: "Home", router: router)
    root.start()
    let tester = FlowTester(root: root, router: router)
    let child = OneScreenFlow("Child", screen: "Detail", router: router)
    tester.step { root.startChild(child, on: router) }
    tester.skipEvents()
    let stepLine = #line + 1
    tester.step { child.finish() }
    // The article quotes the line below; were the step to move, it would say another.
    #expect(stepLine == 18)
    tester.skipEvents()
    withKnownIssue("deliberate: a flow that left the tree but lives on must be reported") {
      tester.finish()
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text == """
        Leak: Child, which left the tree in step 2 (LeakMessageTests.swift:18), is still alive; it was expected to be released
        (if a variable of the test holds it, set it to nil before finish() or use FlowTester.run)
        """
    }
    #expect(child.lifecycle == .finished)
  }
}
