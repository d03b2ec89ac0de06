import Coordinator
import Testing

/// `startChild(_:on:animated:then:)` runs a child; when it ends, the child leaves the router,
/// then the tree, then `next` runs, and nothing keeps the parent alive.
///
/// Every way a child can end (its own finish, the back button, a swipe-down) is covered by
/// `FlowReleaseTests`, whose flows are all started this way.
@MainActor
@Suite struct StartChildTests {
  let router = StackRouter()
  let root: TestFlow

  init() {
    root = TestFlow("Root", router: router, screens: ["Home"], presentation: .root)
    root.start()
  }

  private var tree: String { CoordinatorTree(root, router: router).render(.text) }

  @Test func theChildJoinsTheTreeAndStarts() {
    let child = TestFlow("Child", router: router, screens: ["C1", "C2"])
    root.startChild(child, on: router)
    #expect(child.lifecycle == .running)
    #expect(child.parentCoordinator === root)
    #expect(
      tree == """
        Root [#1 Home]
        └── Child [#2 C1, #3 C2]
        """)
    #expect(router.validate(tree: root) == [])
  }

  @Test func nextRunsLastWithTheTypedChildAndThePopIsNotAnimatedWhenAsked() {
    var seen: [String] = []
    weak var released: TestFlow?
    do {
      let child = TestFlow("Child", router: router, screens: ["C1", "C2"])
      released = child
      root.startChild(child, on: router, animated: false) { [router, root] finished in
        // `finished` is a TestFlow, not a BaseCoordinator: no cast needed.
        seen.append(
          "\(finished.flowName) in tree: \(root.hasDependency(finished)), "
            + "lifecycle: \(finished.lifecycle), stack: \(router.stack.description)")
      }
      _ = router.takeJournal()
      child.finish()
    }
    #expect(released == nil)
    #expect(seen == ["Child in tree: false, lifecycle: finished, stack: level 0: #1 Home"])
    #expect(
      router.takeJournal() == [
        .popped(
          [
            RouterEntry(id: 3, screen: "C2", level: 0, owner: "Child"),
            RouterEntry(id: 2, screen: "C1", level: 0, owner: "Child"),
          ], animated: false, cause: .programmatic)
      ])
    #expect(tree == "Root [#1 Home]")
  }

  @Test func nextRunsOnceHoweverOftenTheChildFinishes() throws {
    var runs = 0
    let child = TestFlow("Child", router: router, screens: ["C1"])
    root.startChild(child, on: router) { _ in runs += 1 }
    try router.goBack()
    child.finish()
    #expect(runs == 1)
    #expect(tree == "Root [#1 Home]")
    #expect(router.stack.description == "level 0: #1 Home")
  }

  @Test func theChildDoesNotKeepItsParentAlive() {
    weak var parent: TestFlow?
    weak var child: TestFlow?
    do {
      let newParent = TestFlow("Parent", router: router, screens: ["P"])
      let newChild = TestFlow("Child", router: router, screens: ["C1"])
      parent = newParent
      child = newChild
      newParent.startChild(newChild, on: router)
      #expect(newChild.parentCoordinator === newParent)
    }
    // Nothing held the parent but this scope: its child's completion holds it weakly, and the
    // router holds screens, not coordinators.
    #expect(parent == nil)
    #expect(child == nil)
  }
}
