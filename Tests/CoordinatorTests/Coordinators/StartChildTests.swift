import Coordinator
import Testing

/// `startChild(_:on:animated:then:)` runs a child; when it ends, the child leaves the router,
/// then the tree, then `next` runs, and nothing keeps the parent alive.
///
/// Every way a child can end (its own finish, the back button, a swipe-down) is covered by
/// `FlowReleaseTests`, whose flows are all started this way.
@MainActor
@Suite struct StartChildTests {
  let router = StackRouter(isJournaling: true)
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
    #expect(child.parent === root)
    #expect(
      tree == """
        Root [#1 Home]
        └── Child [#2 C1, #3 C2]
        """)
    #expect(router.violations(in: root) == [])
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

  @Test func theBackButtonEndsTheChildAndNextRunsOnce() throws {
    var runs = 0
    weak var released: TestFlow?
    do {
      let child = TestFlow("Child", router: router, screens: ["C1"])
      released = child
      root.startChild(child, on: router) { _ in runs += 1 }
      _ = router.takeJournal()
      try router.goBack()
      child.finish()  // already finished: nothing runs again
    }
    #expect(runs == 1)
    #expect(released == nil)
    #expect(tree == "Root [#1 Home]")
    #expect(
      router.takeJournal() == [
        .interactivePopBegan(RouterEntry(id: 2, screen: "C1", level: 0, owner: "Child")),
        .popped(
          [RouterEntry(id: 2, screen: "C1", level: 0, owner: "Child")], animated: true,
          cause: .interactivePop),
      ])
  }

  @Test func aChildTheParentRemovesRunsNothing() {
    var runs = 0
    let child = TestFlow("Child", router: router, screens: ["C1"])
    root.startChild(child, on: router) { _ in runs += 1 }
    _ = router.takeJournal()
    root.removeDependency(child)
    // Taken out by its parent, the child is finished without its completion: the parent that
    // removed it takes its screens off, if it wants them gone.
    #expect(child.lifecycle == .finished)
    #expect(runs == 0)
    #expect(tree == "Root [#1 Home]")
    #expect(router.stack.description == "level 0: #1 Home, #2 C1")
    #expect(router.takeJournal() == [])
  }

  @Test func withTheParentReleasedTheChildEndsAndNextDoesNotRun() {
    var runs = 0
    let child = TestFlow("Child", router: router, screens: ["C1"])
    weak var parent: TestFlow?
    do {
      let newParent = TestFlow("Parent", router: router, screens: ["P"])
      parent = newParent
      newParent.start()
      newParent.startChild(child, on: router) { _ in runs += 1 }
    }
    // Released while it ran, the parent ended its child as an ancestor that finishes does:
    // without the completion, so the screens stay where the released tree left them.
    #expect(parent == nil)
    #expect(child.parent == nil)
    #expect(child.lifecycle == .finished)
    _ = router.takeJournal()
    child.finish()
    #expect(runs == 0)
    #expect(router.stack.description == "level 0: #1 Home, #2 P, #3 C1")
    #expect(router.takeJournal() == [])
  }

  @Test func aPopAskedDuringATransitionWaitsItsTurn() throws {
    let router = StackRouter(transitionStyle: .manual, isJournaling: true)
    let root = TestFlow("Root", router: router, screens: ["Home"], presentation: .root)
    root.start()
    try router.completeTransition()
    var stacks: [String] = []
    let child = TestFlow("Child", router: router, screens: ["C1"])
    root.startChild(child, on: router) { [router] _ in stacks.append(router.stack.description) }
    #expect(router.isTransitionInFlight)  // the push of C1
    child.finish()
    // The pop waits for the push; the child is out of the tree and `next` has run.
    #expect(stacks == ["level 0: #1 Home, #2 C1"])
    #expect(router.queuedCallCount == 1)
    #expect(root.childCoordinators.isEmpty)
    try router.completeTransition()  // the push
    try router.completeTransition()  // the queued pop
    #expect(router.stack.description == "level 0: #1 Home")
    #expect(!router.isTransitionInFlight)
  }

  @Test func startingAChildThatAlreadyStartedStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let router = StackRouter(isJournaling: true)
        let parent = TestFlow("Parent", router: router, screens: ["P"], presentation: .root)
        let child = TestFlow("Child", router: router, screens: ["C1"])
        parent.start()
        child.start()
        parent.startChild(child, on: router)
      }
    }
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
      #expect(newChild.parent === newParent)
    }
    // Nothing held the parent but this scope: its child's completion holds it weakly, and the
    // router holds screens, not coordinators.
    #expect(parent == nil)
    #expect(child == nil)
  }
}
