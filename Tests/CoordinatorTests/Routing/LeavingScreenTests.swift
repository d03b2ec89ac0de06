import Coordinator
import Testing

/// Invariant 1 holds in every window: a flow that ends while a transition is held leaves the
/// tree at once, and its screens, which wait behind the transition for their pop, are marked
/// leaving rather than owned outside the tree.
@MainActor
@Suite struct LeavingScreenTests {
  let router = StackRouter(transitionStyle: .manual, isJournaling: true)
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
    #expect(CoordinatorTree(root, router: router).render(.line) == "Root")
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

  @Test func aScreenAFlowShowsWhileItsPopWaitsIsLeavingAndThatPopTakesIt() throws {
    let flow = TestFlow("Flow", router: router, screens: [])
    root.addDependency(flow)
    flow.start()
    router.push(TestScreen("Held"), owner: root, animated: true, onPop: nil)
    // Queued behind Held, in this order: the flow's screen, then the flow's pop.
    router.push(TestScreen("Late"), owner: flow, animated: true, onPop: nil)
    router.popFlow(flow, animated: true)
    try router.completeTransition()
    // The pop that waits takes Late too: it is leaving, as the flow's other screens would be.
    #expect(
      router.stack
        == RouterStack(levels: [
          [entry(1, "Home", "Root"), entry(2, "Held", "Root"), entry(3, "Late", "Flow")]
        ]))
    #expect(router.ownedEntries.map(\.isLeaving) == [false, false, true])
    #expect(router.violations(in: root) == [])
    try router.completeTransition()
    #expect(
      router.stack
        == RouterStack(levels: [[entry(1, "Home", "Root"), entry(2, "Held", "Root")]]))
    #expect(router.ownedEntries.map(\.isLeaving) == [false, false])
    #expect(router.violations(in: root) == [])
    #expect(router.queuedCallCount == 0)
    #expect(router.takeJournal().last?.description == "popped #3 Late")
  }

  @Test func aSiblingRemovedInsideACompletionWithoutItsPopIsReported() throws {
    let sibling = TestFlow("Sibling", router: router, screens: ["Side"], presentation: .present)
    root.startChild(sibling)
    try router.completeTransition()
    let child = TestFlow("Child", router: router, screens: ["Detail"])
    root.addDependency(child)
    // A completion written by hand that takes the sibling out of the tree but never pops it.
    child.flowCompletion = { [weak root, unowned router] child in
      router.popFlow(child, animated: true)
      root?.removeDependency(child)
      root?.removeDependency(sibling)
    }
    child.start()
    try router.completeTransition()
    child.finish()
    try router.completeTransition()
    let side = RouterEntry(id: 2, screen: "Side", level: 1, owner: "Sibling")
    #expect(router.stack == RouterStack(levels: [[entry(1, "Home", "Root")], [side]]))
    #expect(
      CoordinatorTree(root, router: router)
        == CoordinatorTree(name: "Root", screens: [.init(id: 1, name: "Home")]))
    #expect(router.ownedEntries.map(\.isLeaving) == [false, false])
    #expect(router.violations(in: root) == [.screenOwnedOutsideTree(side)])
    #expect(throws: InvariantViolations([.screenOwnedOutsideTree(side)])) {
      try router.validate(tree: root)
    }
  }
}
