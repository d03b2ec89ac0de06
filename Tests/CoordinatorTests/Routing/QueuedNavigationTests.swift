import Coordinator
import Testing

/// Transitions held open by the test: calls made meanwhile wait, in order, and none is lost.
@MainActor
@Suite struct QueuedNavigationTests {
  let router = StackRouter(transitionStyle: .manual, isJournaling: true)

  private func entry(_ id: Int, _ name: String, level: Int = 0) -> RouterEntry {
    RouterEntry(id: id, screen: name, level: level)
  }

  @Test func callsDuringAHeldTransitionWaitAndRunOneTransitionAtATime() throws {
    router.push(TestScreen("A"))
    #expect(router.isTransitionInFlight)
    let b = router.push(TestScreen("B"))
    router.present(TestScreen("M"), animated: true)
    try router.pop()
    #expect(b == EntryOutcome(id: 2, outcome: .queued))
    #expect(router.queuedCallCount == 3)
    #expect(router.stack.description == "level 0: #1 A")
    #expect(router.takeJournal() == [.pushed(entry(1, "A"), animated: true)])

    try router.completeTransition()
    #expect(router.stack.description == "level 0: #1 A, #2 B")
    #expect(router.queuedCallCount == 2)
    try router.completeTransition()
    #expect(router.stack.description == "level 0: #1 A, #2 B\nlevel 1: #3 M")
    try router.completeTransition()
    // The queued pop met the root of the presented level: rejected, nothing moved.
    #expect(router.stack.description == "level 0: #1 A, #2 B\nlevel 1: #3 M")
    #expect(!router.isTransitionInFlight)
    #expect(
      router.takeJournal() == [
        .pushed(entry(2, "B"), animated: true),
        .presented(entry(3, "M", level: 1), animated: true),
        .rejected(.pop, .nothingToPop),
      ])
    #expect(throws: RouterError.noTransitionInFlight) { try router.completeTransition() }
  }

  @Test func aCallThatChangesNothingDoesNotHoldATransition() throws {
    router.push(TestScreen("A"))
    try router.completeTransition()
    router.popToRoot(animated: true)
    #expect(!router.isTransitionInFlight)
    #expect(throws: RouterError.nothingToPop) { try router.pop() }
    #expect(!router.isTransitionInFlight)
  }

  @Test func platformMovesWaitForTheHeldTransition() throws {
    router.push(TestScreen("A"))
    #expect(throws: RouterError.transitionInFlight) { try router.beginInteractivePop() }
    try router.completeTransition()
    router.push(TestScreen("B"))
    try router.completeTransition()
    try router.beginInteractivePop()
    router.push(TestScreen("C"))
    try router.finishInteractivePop()
    // The push queued behind the interactive pop now runs and holds its own transition.
    #expect(router.isTransitionInFlight)
    #expect(router.stack.description == "level 0: #1 A, #3 C")
    try router.completeTransition()
    #expect(!router.isTransitionInFlight)
  }

  @Test func aFlowThatFinishesDuringATransitionIsReleasedWhenTheQueueRuns() throws {
    weak var weakChild: TestFlow?
    weak var weakScreen: TestScreen?
    let root = TestFlow("Root", router: router, screens: ["Home"], presentation: .root)
    root.start()
    try router.completeTransition()
    do {
      let child = TestFlow("Child", router: router, screens: ["One", "Two"])
      weakChild = child
      root.startChild(child)
      weakScreen = child.screens[1]
    }
    try router.completeTransition()
    try router.completeTransition()
    #expect(router.stack.description == "level 0: #1 Home, #2 One, #3 Two")
    router.push(TestScreen("Late"), owner: root, animated: true)
    weakChild?.finish()
    // The child left the tree, but its pop waits behind the push; the child is kept
    // alive until its screens are gone, so no screen outlives its owner.
    #expect(CoordinatorTree(root).render(.line) == "Root")
    #expect(weakChild != nil)
    try router.completeTransition()
    #expect(weakChild == nil)
    #expect(weakScreen == nil)
    #expect(router.stack.description == "level 0: #1 Home")
    try router.completeTransition()
    #expect(router.violations(in: root) == [])
  }

  @Test func callsMadeOnARejectedEventWaitBehindTheRestOfTheQueue() throws {
    let router = StackRouter(isJournaling: true)
    router.push(TestScreen("A"))
    router.push(TestScreen("B"))
    let observation = router.observe { [router] event in
      if case .rejected = event {
        router.push(TestScreen("D"))
      }
    }
    try router.beginInteractivePop()
    try router.pop()
    try router.pop()
    router.push(TestScreen("C"))
    try router.finishInteractivePop()
    observation.cancel()
    // B left with the interactive pop, so both queued pops meet the root and are
    // rejected; C, queued before either rejection, still comes before both Ds.
    #expect(router.stack.description == "level 0: #1 A, #3 C, #4 D, #5 D")
  }

  @Test func aTransitionCompletedByTheObserverOfItsOwnChangeIsNotHeld() throws {
    let observation = router.observe { [router] event in
      if case .pushed(let entry, animated: false) = event, entry.screen != "Held" {
        // A UI layer that shows an unanimated move at once reports it done at once.
        try? router.completeTransition()
      }
    }
    router.push(TestScreen("A"), animated: false)
    #expect(!router.isTransitionInFlight)
    router.push(TestScreen("Held"), animated: false)
    #expect(router.isTransitionInFlight)
    router.push(TestScreen("B"), animated: false)
    #expect(router.queuedCallCount == 1)
    try router.completeTransition()
    // B ran after Held and its observer completed it too.
    #expect(!router.isTransitionInFlight)
    #expect(router.stack.description == "level 0: #1 A, #2 Held, #3 B")
    #expect(throws: RouterError.noTransitionInFlight) { try router.completeTransition() }
    observation.cancel()
  }

  /// A queued call leads to more (the tab it selects starts its flow, which sets the tab's
  /// root): those run right after it, before the calls queued after it, as they would had it
  /// run at once. A link into a tab not yet shown, opened during a push, depends on it.
  @Test func whatAQueuedCallLeadsToRunsBeforeTheCallsQueuedAfterIt() throws {
    let router = StackRouter(transitionStyle: .manual, isJournaling: true)
    router.setTabs(["a", "b"], selected: "a", owner: nil, animated: false) { [weak router] tab in
      guard tab == "b" else { return }
      _ = router?.router(forTab: "b")?.setRoot(
        TestScreen("Search"), owner: nil, animated: false, onPop: nil)
    }
    try router.completeTransition()
    router.router(forTab: "a")?.push(TestScreen("Book"))
    #expect(router.isTransitionInFlight)

    // A link to /b/results while the book's push animates: select b, then push on it.
    try router.selectTab("b", animated: false)
    let results = router.router(forTab: "b")?.push(TestScreen("Results"))
    #expect(router.queuedCallCount == 2)
    while router.isTransitionInFlight {
      try router.completeTransition()
    }
    #expect(results == EntryOutcome(id: 2, outcome: .queued))
    #expect(
      router.stack.description == """
        tab a: #1 Book
        tab b (selected): #3 Search, #2 Results
        """)
  }
}
