import Coordinator
import CoordinatorTesting
import Testing

/// The tester, tree snapshots and validation work over any `InspectableRouter`, here a
/// one-stack router written as an app would write its own.
@MainActor
@Suite struct OwnRouterTests {
  let router = ArrayRouter()
  let root: OneScreenFlow

  init() {
    root = OneScreenFlow("Root", screen: "Home", router: router)
    root.start()
  }

  @Test func theTesterFollowsAFlowOnARouterThatIsNotAStackRouter() {
    weak var released: OneScreenFlow?
    FlowTester.run(root: root, router: router) { tester in
      let child = OneScreenFlow("Child", screen: "Detail", router: router)
      released = child
      tester.expectTree("Root [#1 Home]")
      tester.step { root.startChild(child, on: router) }
      tester.expectTree(
        CoordinatorTree(
          name: "Root", screens: [.init(id: 1, name: "Home")],
          children: [CoordinatorTree(name: "Child", screens: [.init(id: 2, name: "Detail")])]))
      tester.expectStack("level 0: #1 Home, #2 Detail")
      tester.expectTop("Detail")
      tester.expectEvents([
        .pushed(RouterEntry(id: 2, screen: "Detail", level: 0, owner: "Child"), animated: true)
      ])
      tester.step { try? router.pop(animated: true) }
      tester.expectTree("Root [#1 Home]")
      tester.expectEvents(["popped #2 Detail"])
    }
    #expect(released == nil)
    #expect(
      router.stack
        == RouterStack(levels: [[RouterEntry(id: 1, screen: "Home", level: 0, owner: "Root")]]))
    #expect(router.violations(in: root) == [])
  }

  @Test func theTesterReportsAScreenLeftByAFlowThatLeftTheTree() {
    let stray = OneScreenFlow("Stray", screen: "Orphan", router: router)
    withKnownIssue("deliberate: the tester must report a screen no flow of the tree owns") {
      FlowTester.run(root: root, router: router) { tester in
        // Started outside the tree: its screen belongs to no coordinator of the tree.
        tester.step { stray.start() }
        tester.expectEvents(["pushed #2 Orphan"])
      }
    } matching: { issue in
      comment(of: issue).contains(
        "screen #2 Orphan on level 0 belongs to Stray, which is no longer in the tree")
    }
    #expect(
      router.violations(in: root) == [
        .screenOwnedOutsideTree(RouterEntry(id: 2, screen: "Orphan", level: 0, owner: "Stray"))
      ])
  }

  @Test func theTesterReportsAFlowStillAliveAtTheEnd() {
    var kept: OneScreenFlow?
    withKnownIssue("deliberate: the tester must report a flow still alive at the end") {
      FlowTester.run(root: root, router: router) { tester in
        let child = OneScreenFlow("Child", screen: "Detail", router: router)
        kept = child
        tester.step { root.startChild(child, on: router) }
        tester.expectEvents(["pushed #2 Detail"])
        tester.step { child.finish() }
        tester.expectEvents(["popped #2 Detail"])
      }
    } matching: { issue in
      comment(of: issue).contains("Child")
    }
    #expect(kept != nil)
    kept = nil
  }
}
