import Testing

@testable import Coordinator

/// Behind a transition, `popFlow` of a flow that has finished with no screen on the router
/// queues nothing: it would take nothing when it ran, and it would keep the flow alive until
/// then. A flow that still runs, or still has a screen, is queued as before.
@MainActor
@Suite struct EndedFlowPopTests {
  let router = StackRouter(transitionStyle: .manual, isJournaling: true)

  /// A router holding a transition, with `Base`'s root under it.
  private func held() throws -> TestFlow {
    let base = TestFlow("Base", router: router, screens: [])
    base.start()
    router.setRoot(TestScreen("B"), owner: base, animated: false, onPop: nil)
    try router.completeTransition()
    router.push(TestScreen("B2"), owner: base, animated: true, onPop: nil)
    #expect(router.isTransitionInFlight)
    return base
  }

  @Test func aFinishedFlowWithNoScreenIsNotQueuedAndIsReleasedAtOnce() throws {
    let base = try held()
    weak var weakFlow: BaseCoordinator?
    do {
      let flow = BaseCoordinator()
      weakFlow = flow
      flow.start()
      flow.finish()
      router.popFlow(flow, animated: true)
    }
    #expect(router.queuedCallCount == 0)
    #expect(weakFlow == nil)
    try router.completeTransition()
    #expect(router.stack.description == "level 0: #1 B, #2 B2")
    #expect(
      router.takeJournal().map(\.description) == [
        "root #1 B replaced nothing (not animated)", "pushed #2 B2",
      ])
    withExtendedLifetime(base) {}
  }

  @Test func aQueuedPushOfAFlowThatThenFinishesIsRefusedWhenItRuns() throws {
    let base = try held()
    weak var weakFlow: BaseCoordinator?
    var pops = 0
    do {
      let flow = BaseCoordinator()
      weakFlow = flow
      flow.start()
      router.push(TestScreen("F"), owner: flow, animated: true) { pops += 1 }
      flow.finish()
      router.popFlow(flow, animated: true)
      // The push waits; the pop, with nothing to take, does not.
      #expect(router.queuedCallCount == 1)
    }
    _ = router.takeJournal()
    try router.completeTransition()
    #expect(router.stack.description == "level 0: #1 B, #2 B2")
    #expect(
      router.takeJournal().map(\.description) == [
        "rejected push(#3): BaseCoordinator has finished and cannot show a screen"
      ])
    #expect(pops == 1)
    #expect(router.queuedCallCount == 0)
    #expect(weakFlow == nil)
    withExtendedLifetime(base) {}
  }

  @Test func aRunningFlowOrOneWithAScreenIsStillQueued() throws {
    let base = try held()
    let running = BaseCoordinator()
    running.start()
    router.popFlow(running, animated: true)
    #expect(router.queuedCallCount == 1)
    try router.completeTransition()
    #expect(router.queuedCallCount == 0)
    // A finished flow whose screen is still on the router: its pop takes the screen.
    let shown = BaseCoordinator()
    shown.start()
    router.push(TestScreen("S"), owner: shown, animated: false, onPop: nil)
    try router.completeTransition()
    router.push(TestScreen("B3"), owner: base, animated: true, onPop: nil)
    shown.finish()
    router.popFlow(shown, animated: false)
    #expect(router.queuedCallCount == 1)
    _ = router.takeJournal()
    try router.completeTransition()
    #expect(router.stack.description == "level 0: #1 B, #2 B2")
    #expect(
      router.takeJournal().map(\.description) == ["popped #4 B3, #3 S (not animated)"])
  }

  @Test func aFinishedFlowThatOwnsTheTabSetIsStillQueued() throws {
    let tabs = BaseCoordinator()
    tabs.start()
    router.setTabs(["a", "b"], selected: "a", owner: tabs, animated: false, onSelect: nil)
    try router.completeTransition()
    let base = BaseCoordinator()
    base.start()
    router.present(TestScreen("P"), owner: base, animated: true, onPop: nil)
    tabs.finish()
    router.popFlow(tabs, animated: true)
    // The tab set is the flow's: its pop marks it leaving, for the app to replace.
    #expect(router.queuedCallCount == 1)
    #expect(router.ownedTabSet?.isLeaving == true)
    try router.completeTransition()
    #expect(router.queuedCallCount == 0)
    #expect(router.ownedTabSet?.isLeaving == false)
  }
}
