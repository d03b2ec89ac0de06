import Coordinator
import Testing

/// A coordinator that has finished cannot put a screen on the router: the push or present is
/// refused as a `rejected` event, so no screen outlives its owner's flow (invariant 1).
@MainActor
@Suite struct FinishedOwnerTests {
  let router = StackRouter(isJournaling: true)
  let app = BaseCoordinator()

  init() {
    app.start()
    router.setRoot(TestScreen("Home"), owner: app, animated: false, onPop: nil)
  }

  /// A flow of the app's that has run and finished, and left the tree.
  private func finishedFlow() -> BaseCoordinator {
    let flow = BaseCoordinator()
    app.addDependency(flow)
    flow.start()
    flow.finish()
    app.removeDependency(flow)
    _ = router.takeJournal()
    return flow
  }

  @Test func aFinishedCoordinatorsPushAndPresentAreRefused() throws {
    let flow = finishedFlow()

    // Say, a load the flow started completes after its flow ended, and pushes what it loaded.
    var popped = 0
    let pushed = router.push(TestScreen("Late"), owner: flow, animated: true) { popped += 1 }
    let presented = router.present(TestScreen("Later"), owner: flow, animated: true, onPop: nil)
    #expect(router.stack.description == "level 0: #1 Home")
    #expect(pushed == EntryOutcome(id: 2, outcome: .refused(.ownerFinished("BaseCoordinator"))))
    #expect(
      presented == EntryOutcome(id: 3, outcome: .refused(.ownerFinished("BaseCoordinator"))))
    #expect(
      router.takeJournal() == [
        .rejected(.push(pushed.id), .ownerFinished("BaseCoordinator")),
        .rejected(.present(presented.id), .ownerFinished("BaseCoordinator")),
      ])
    // As for any refused screen, its onPop runs once, at once.
    #expect(popped == 1)
    #expect(router.violations(in: app) == [])
    #expect(
      RouterError.ownerFinished("GameFlow").description
        == "GameFlow has finished and cannot show a screen")
  }

  @Test func aPushQueuedBeforeItsOwnerFinishedIsRefusedWhenItsTurnComes() throws {
    let router = StackRouter(transitionStyle: .manual, isJournaling: true)
    let flow = BaseCoordinator()
    flow.start()
    router.push(TestScreen("First"), owner: flow, animated: true, onPop: nil)
    router.push(TestScreen("Second"), owner: flow, animated: true, onPop: nil)
    #expect(router.queuedCallCount == 1)
    flow.finish()
    try router.completeTransition()
    #expect(router.stack.description == "level 0: #1 First")
    #expect(router.takeJournal().last == .rejected(.push(2), .ownerFinished("BaseCoordinator")))
  }

  @Test func aFinishedCoordinatorsSetRootIsRefusedAndReplacesNothing() throws {
    let flow = finishedFlow()

    var popped = 0
    let root = router.setRoot(TestScreen("Late"), owner: flow, animated: false) { popped += 1 }
    #expect(router.stack.description == "level 0: #1 Home")
    #expect(root.outcome == .refused(.ownerFinished("BaseCoordinator")))
    #expect(
      router.takeJournal() == [.rejected(.setRoot(root.id), .ownerFinished("BaseCoordinator"))])
    #expect(popped == 1)
    #expect(router.violations(in: app) == [])
    #expect(RouterCall.setRoot(root.id).description == "setRoot(#2)")
  }
}
