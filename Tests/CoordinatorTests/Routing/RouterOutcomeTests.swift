import Testing

@testable import Coordinator

/// Every call that can be refused tells its caller what became of it, and still emits the
/// event a test asserts.
@MainActor
struct RouterOutcomeTests {
  @Test func aCallMadeAtOnceIsMadeAndOneBehindATransitionIsQueued() throws {
    let router = StackRouter(transitionStyle: .manual, isJournaling: true)
    let root = router.setRoot(TestScreen("Root"), owner: nil, animated: true, onPop: nil)
    let pushed = router.push(TestScreen("A"), owner: nil, animated: true, onPop: nil)
    let presented = router.present(TestScreen("M"), owner: nil, animated: true, onPop: nil)
    #expect(root == EntryOutcome(id: 1, outcome: .made))
    #expect(pushed == EntryOutcome(id: 2, outcome: .queued))
    #expect(presented == EntryOutcome(id: 3, outcome: .queued))
    while router.isTransitionInFlight {
      try router.completeTransition()
    }
    #expect(router.stack.description == "level 0: #1 Root, #2 A\nlevel 1: #3 M")
  }

  @Test func aRefusedPushSaysWhyAndStillEmitsItsEvent() {
    let router = StackRouter(isJournaling: true, maximumDepth: 1)
    router.setRoot(TestScreen("Root"), owner: nil, animated: false, onPop: nil)
    _ = router.takeJournal()
    var popped = 0
    let pushed = router.push(TestScreen("A"), owner: nil, animated: false) { popped += 1 }
    let presented = router.present(TestScreen("M"), owner: nil, animated: false) { popped += 1 }
    #expect(pushed == EntryOutcome(id: 2, outcome: .refused(.stackTooDeep(limit: 1))))
    #expect(presented == EntryOutcome(id: 3, outcome: .refused(.stackTooDeep(limit: 1))))
    #expect(pushed.outcome.isRefused && !RouterOutcome.made.isRefused)
    #expect(popped == 2)
    #expect(
      router.takeJournal() == [
        .rejected(.push(2), .stackTooDeep(limit: 1)),
        .rejected(.present(3), .stackTooDeep(limit: 1)),
      ])
    #expect(router.stack.description == "level 0: #1 Root")
  }

  @Test func aTabSetOfAFinishedOwnerIsRefused() {
    let router = StackRouter(isJournaling: true)
    let flow = BaseCoordinator()
    flow.start()
    let made = router.setTabs(
      ["a", "b"], selected: "a", owner: flow, animated: false, onSelect: nil)
    flow.finish()
    let refused = router.setTabs(
      ["c"], selected: "c", owner: flow, animated: false, onSelect: nil)
    #expect(made == .made)
    #expect(refused == .refused(.ownerFinished("BaseCoordinator")))
    #expect(router.takeJournal().last == .rejected(.setTabs, .ownerFinished("BaseCoordinator")))
    #expect(router.stack.description == "tab a (selected): (empty)\ntab b: (empty)")
  }

  @Test func aTabsRouterTellsItsOutcomesToo() {
    let router = StackRouter(isJournaling: true)
    router.setTabs(["a", "b"], selected: "a", owner: nil, animated: false, onSelect: nil)
    let tab = router.router(forTab: "b")
    let pushed = tab?.push(TestScreen("B1"), owner: nil, animated: false, onPop: nil)
    let root = tab?.setRoot(TestScreen("B0"), owner: nil, animated: false, onPop: nil)
    router.setRoot(TestScreen("Plain"), owner: nil, animated: false, onPop: nil)
    let late = tab?.push(TestScreen("Late"), owner: nil, animated: false, onPop: nil)
    #expect(pushed == EntryOutcome(id: 1, outcome: .made))
    #expect(root == EntryOutcome(id: 2, outcome: .made))
    #expect(late == EntryOutcome(id: 4, outcome: .refused(.tabGone("b"))))
    #expect(router.stack.description == "level 0: #3 Plain")
  }
}
