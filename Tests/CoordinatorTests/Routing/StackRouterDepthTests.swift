import Coordinator
import Testing

/// `StackRouter.maximumDepth`: a push or present at the limit is shown, one just over it is
/// refused with a typed error, shows nothing and runs its `onPop`, so its flow is released.
@MainActor
@Suite struct StackRouterDepthTests {
  private func entry(_ id: Int, _ name: String, level: Int = 0) -> RouterEntry {
    RouterEntry(id: id, screen: name, level: level)
  }

  @Test func aRouterHoldsAMillionScreensUnlessToldOtherwise() {
    #expect(StackRouter.defaultMaximumDepth == 1_000_000)
    #expect(StackRouter(isJournaling: true).maximumDepth == 1_000_000)
    #expect(StackRouter(isJournaling: true, maximumDepth: 3).maximumDepth == 3)
    #expect(RouterError.stackTooDeep(limit: 3).description == "the router holds at most 3 screens")
    #expect(RouterCall.push(4).description == "push(#4)")
    #expect(RouterCall.present(5).description == "present(#5)")
  }

  @Test func thePushThatReachesTheLimitIsShownAndTheNextIsRefused() throws {
    let router = StackRouter(isJournaling: true, maximumDepth: 3)
    router.push(TestScreen("A"))
    router.push(TestScreen("B"))
    router.push(TestScreen("C"))
    #expect(router.depth == 3)
    _ = router.takeJournal()

    var popped = 0
    let refused = router.push(
      TestScreen("D"), owner: nil, animated: true, onPop: { popped += 1 })
    #expect(refused == EntryOutcome(id: 4, outcome: .refused(.stackTooDeep(limit: 3))))
    #expect(popped == 1)
    #expect(router.stack.description == "level 0: #1 A, #2 B, #3 C")
    #expect(router.depth == 3)
    #expect(router.screen(for: 4) == nil)
    #expect(router.takeJournal() == [.rejected(.push(4), .stackTooDeep(limit: 3))])
    // The refused id is spent: the next screen gets a new one.
    try router.pop()
    #expect(router.push(TestScreen("E")) == EntryOutcome(id: 5, outcome: .made))
    #expect(router.stack.description == "level 0: #1 A, #2 B, #5 E")
  }

  @Test func aPresentOverTheLimitOpensNoLevel() throws {
    let router = StackRouter(isJournaling: true, maximumDepth: 2)
    router.push(TestScreen("A"))
    router.present(TestScreen("M"))
    #expect(router.stack.description == "level 0: #1 A\nlevel 1: #2 M")
    _ = router.takeJournal()

    router.present(TestScreen("N"))
    router.push(TestScreen("P"))
    #expect(router.levelCount == 2)
    #expect(router.stack.description == "level 0: #1 A\nlevel 1: #2 M")
    #expect(
      router.takeJournal() == [
        .rejected(.present(3), .stackTooDeep(limit: 2)),
        .rejected(.push(4), .stackTooDeep(limit: 2)),
      ])
    // The limit counts every level: a dismiss makes room again.
    try router.dismiss()
    router.present(TestScreen("N"))
    #expect(router.stack.description == "level 0: #1 A\nlevel 1: #5 N")
  }

  @Test func aNewRootAlwaysFits() {
    let router = StackRouter(isJournaling: true, maximumDepth: 1)
    router.push(TestScreen("A"))
    router.push(TestScreen("B"))
    router.setRoot(TestScreen("R"))
    #expect(router.stack.description == "level 0: #3 R")
  }

  @Test func aQueuedPushIsRefusedWhenItsTurnComes() throws {
    let router = StackRouter(transitionStyle: .manual, isJournaling: true, maximumDepth: 2)
    router.push(TestScreen("A"))
    var popped = 0
    router.push(TestScreen("B"))
    router.push(TestScreen("C"), owner: nil, animated: true, onPop: { popped += 1 })
    #expect(router.queuedCallCount == 2)
    try router.completeTransition()
    #expect(popped == 0)
    try router.completeTransition()
    #expect(popped == 1)
    #expect(!router.isTransitionInFlight)
    #expect(router.stack.description == "level 0: #1 A, #2 B")
    #expect(
      router.takeJournal() == [
        .pushed(entry(1, "A"), animated: true),
        .pushed(entry(2, "B"), animated: true),
        .rejected(.push(3), .stackTooDeep(limit: 2)),
      ])
  }

  @Test func aFlowWhoseFirstScreenIsRefusedFinishesAndIsReleased() {
    let router = StackRouter(isJournaling: true, maximumDepth: 2)
    let root = TestFlow("Root", router: router, screens: ["Home"], presentation: .root)
    root.start()
    var child: TestFlow? = TestFlow("Child", router: router, screens: ["One", "Two"])
    weak let released = child
    root.startChild(child!)
    child = nil
    // "One" fits and "Two" is refused: the flow keeps its first screen and goes on.
    #expect(router.stack.description == "level 0: #1 Home, #2 One")
    #expect(root.childCoordinators.map(\.name) == ["Child"])

    var deeper: TestFlow? = TestFlow("Deeper", router: router, screens: ["Three"])
    weak let deeperReleased = deeper
    released?.startChild(deeper!)
    deeper = nil
    // "Three" is the first screen of its flow: refused, the flow finishes and is released.
    #expect(deeperReleased == nil)
    #expect(released?.childCoordinators.isEmpty == true)
    #expect(router.violations(in: root) == [])
    #expect(router.stack.description == "level 0: #1 Home, #2 One")
  }
}
