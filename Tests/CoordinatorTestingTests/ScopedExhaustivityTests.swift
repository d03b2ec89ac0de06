import Coordinator
import CoordinatorTesting
import Testing

/// `withExhaustivity(_:_:)`: a part of a test checked less strictly, the rest as strictly as
/// before.
@MainActor
@Suite struct ScopedExhaustivityTests {
  let router: StackRouter
  let root: OneScreenFlow

  init() {
    router = StackRouter()
    root = OneScreenFlow("Root", screen: "Home", router: router)
  }

  @Test func eventsOfANonExhaustiveScopeAreDroppedAndTheRestIsExhaustive() {
    root.start()
    let tester = FlowTester(root: root, router: router)
    var child: OneScreenFlow? = OneScreenFlow("Child", screen: "Detail", router: router)
    weak let weakChild = child
    tester.withExhaustivity(.nonExhaustive) {
      tester.step { root.startChild(child!, on: router) }
    }
    #expect(tester.exhaustivity == .exhaustive)
    tester.step { child?.finish() }
    child = nil
    tester.expectEvents(["popped #2 Detail"])
    tester.finish()
    #expect(weakChild == nil)
  }

  @Test func afterTheScopeAnUnassertedEventFailsAgain() {
    let tester = FlowTester(root: root, router: router)
    tester.withExhaustivity(.nonExhaustive) {
      tester.step { root.start() }
    }
    var child: OneScreenFlow? = OneScreenFlow("Child", screen: "Detail", router: router)
    weak let weakChild = child
    tester.step { root.startChild(child!, on: router) }
    withKnownIssue("deliberate: the push after the scope is not asserted") {
      tester.step { child?.finish() }
    } matching: {
      comment(of: $0) == "1 router event was not asserted before step 3:\n  pushed #2 Detail"
    }
    child = nil
    tester.expectEvents(["popped #2 Detail"])
    tester.finish()
    #expect(weakChild == nil)
  }

  @Test func theDocumentedScope() {
    root.start()
    FlowTester.run(root: root, router: router) { tester in
      let child = OneScreenFlow("Child", screen: "Detail", router: router)
      tester.withExhaustivity(.nonExhaustive) {
        tester.step { root.startChild(child, on: router) }
      }
      tester.step { child.finish() }
      tester.expectEvents(["popped #2 Detail"])
    }
  }
}
