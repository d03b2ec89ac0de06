import Coordinator
import Testing

/// Invariant 1 holds in every window: a flow that ends while a transition is held leaves the
/// tree at once, and its screens, which wait behind the transition for their pop, are marked
/// leaving rather than owned outside the tree.
@MainActor
@Suite struct LeavingScreenTests {
  let router = StackRouter(transitionStyle: .manual)
  let root: TestFlow

  init() throws {
    root = TestFlow("Root", router: router, screens: ["Home"], presentation: .root)
    root.start()
    try? router.completeTransition()
    _ = router.takeJournal()
  }

  private func entry(_ id: Int, _ screen: String, _ owner: String) -> RouterEntry {
    RouterEntry(id: id, screen: screen, level: 0, owner: owner)
  }

  @Test func aFlowThatFinishesDuringAHeldTransitionBreaksNoInvariant() throws {
    weak var released: TestFlow?
    do {
      let child = TestFlow("Child", router: router, screens: ["Detail", "More"])
      released = child
      root.startChild(child)
      // The push of Detail is held; More waits behind it. The flow ends before either shows.
      child.finish()
    }
    #expect(root.childCoordinators.isEmpty)
    #expect(router.violations(in: root) == [])
    #expect(router.ownedEntries.map(\.isLeaving) == [false, true])
    #expect(
      router.stack
        == RouterStack(levels: [[entry(1, "Home", "Root"), entry(2, "Detail", "Child")]]))

    try router.completeTransition()
    #expect(router.stack == RouterStack(levels: [[entry(1, "Home", "Root")]]))
    #expect(router.violations(in: root) == [])
    #expect(router.queuedCallCount == 0)
    #expect(released == nil)
    #expect(root.completions == 1)
  }

  @Test func aScreenLeftByARemovalWithoutItsPopIsStillReported() throws {
    let child = TestFlow("Child", router: router, screens: ["Detail"])
    root.startChild(child)
    try router.completeTransition()
    // Say, a completion that removes a sibling from the tree but never pops its screens.
    root.removeDependency(child)
    #expect(router.ownedEntries.map(\.isLeaving) == [false, false])
    #expect(router.violations(in: root) == [.screenOwnedOutsideTree(entry(2, "Detail", "Child"))])
    #expect(throws: InvariantViolations([.screenOwnedOutsideTree(entry(2, "Detail", "Child"))])) {
      try router.validate(tree: root)
    }
  }
}
