import Coordinator
import Testing

@MainActor
@Suite struct StackRouterTests {
  let router = StackRouter(isJournaling: true)

  private func entry(_ id: Int, _ name: String, level: Int = 0) -> RouterEntry {
    RouterEntry(id: id, screen: name, level: level)
  }

  @Test func pushGivesIdsInPushOrderAndPublishesEachPush() {
    let first = router.push(TestScreen("A"))
    let second = router.push(TestScreen("B"), animated: false)
    #expect(
      [first, second] == [
        EntryOutcome(id: 1, outcome: .made), EntryOutcome(id: 2, outcome: .made),
      ])
    #expect(router.stack.description == "level 0: #1 A, #2 B")
    #expect(router.topEntry == entry(2, "B"))
    #expect(router.topScreen?.screenName == "B")
    #expect(
      router.takeJournal() == [
        .pushed(entry(1, "A"), animated: true),
        .pushed(entry(2, "B"), animated: false),
      ])
    #expect(router.journal.isEmpty)
  }

  @Test func idsAreNeverReusedAfterPops() throws {
    router.push(TestScreen("A"))
    router.push(TestScreen("B"))
    try router.pop()
    let id = router.push(TestScreen("C"))
    #expect(id == EntryOutcome(id: 3, outcome: .made))
    #expect(router.stack.description == "level 0: #1 A, #3 C")
  }

  @Test func popAtTheRootIsATypedErrorThatChangesNothing() {
    #expect(throws: RouterError.nothingToPop) { try router.pop() }
    router.push(TestScreen("A"))
    _ = router.takeJournal()
    #expect(throws: RouterError.nothingToPop) { try router.pop(animated: false) }
    #expect(router.stack.description == "level 0: #1 A")
    #expect(router.journal.isEmpty)
    #expect(RouterError.nothingToPop.description == "nothing to go back to")
  }

  @Test func onPopRunsExactlyOnceForEveryWayAScreenLeaves() throws {
    var popped: [String] = []
    func push(_ name: String) {
      router.push(TestScreen(name), owner: nil, animated: true, onPop: { popped.append(name) })
    }
    push("Root")
    push("A")
    try router.pop()
    push("B")
    push("C")
    router.popToRoot(animated: true)
    push("D")
    push("E")
    try router.pop(to: 1, animated: false)
    push("F")
    try router.goBack()
    router.present(TestScreen("M1"), owner: nil, animated: true, onPop: { popped.append("M1") })
    push("M2")
    try router.dismiss()
    router.present(TestScreen("S1"), owner: nil, animated: true, onPop: { popped.append("S1") })
    try router.swipeToDismiss()
    push("G")
    router.setRoot(
      TestScreen("NewRoot"), owner: nil, animated: false, onPop: { popped.append("NewRoot") })
    #expect(popped == ["A", "C", "B", "E", "D", "F", "M2", "M1", "S1", "G", "Root"])
    #expect(router.stack.description == "level 0: #12 NewRoot")
  }

  @Test func popToRootAtTheRootDoesNothing() {
    router.push(TestScreen("A"))
    _ = router.takeJournal()
    router.popToRoot(animated: true)
    #expect(router.journal.isEmpty)
    #expect(router.stack.description == "level 0: #1 A")
  }

  @Test func popToAnEntryPopsEverythingAboveItAcrossLevels() throws {
    router.push(TestScreen("A"))
    router.push(TestScreen("B"))
    router.present(TestScreen("M"), animated: true)
    router.push(TestScreen("N"))
    _ = router.takeJournal()
    try router.pop(to: 2, animated: true)
    #expect(
      router.takeJournal() == [
        .dismissed(
          [entry(4, "N", level: 1), entry(3, "M", level: 1)], animated: true, cause: .programmatic)
      ])
    try router.pop(to: 2, animated: true)
    #expect(router.journal.isEmpty)
    try router.pop(to: 1, animated: false)
    #expect(
      router.takeJournal() == [.popped([entry(2, "B")], animated: false, cause: .programmatic)])
    #expect(throws: RouterError.unknownEntry(9)) { try router.pop(to: 9, animated: true) }
    #expect(router.stack.description == "level 0: #1 A")
  }

  @Test func presentOpensALevelWithItsOwnStackAndDismissClosesIt() throws {
    router.push(TestScreen("Main"))
    router.present(TestScreen("About"), animated: true)
    router.push(TestScreen("Licenses"))
    #expect(router.levelCount == 2)
    #expect(router.stack.description == "level 0: #1 Main\nlevel 1: #2 About, #3 Licenses")
    try router.pop()
    #expect(throws: RouterError.nothingToPop) { try router.pop() }
    try router.dismiss(animated: false)
    #expect(throws: RouterError.nothingPresented) { try router.dismiss() }
    #expect(
      router.takeJournal() == [
        .pushed(entry(1, "Main"), animated: true),
        .presented(entry(2, "About", level: 1), animated: true),
        .pushed(entry(3, "Licenses", level: 1), animated: true),
        .popped([entry(3, "Licenses", level: 1)], animated: true, cause: .programmatic),
        .dismissed([entry(2, "About", level: 1)], animated: false, cause: .programmatic),
      ])
    #expect(router.stack.description == "level 0: #1 Main")
  }

  @Test func setRootReplacesEveryLevel() {
    router.push(TestScreen("A"))
    router.present(TestScreen("M"), animated: true)
    _ = router.takeJournal()
    let id = router.setRoot(TestScreen("R"), owner: nil, animated: false, onPop: nil)
    #expect(id == EntryOutcome(id: 3, outcome: .made))
    #expect(
      router.takeJournal() == [
        .rootReplaced(
          entry(3, "R"), removed: [entry(2, "M", level: 1), entry(1, "A")], animated: false)
      ])
    #expect(router.stack == RouterStack(levels: [[entry(3, "R")]]))
  }

  @Test func screensAreReleasedWhenTheyLeave() throws {
    weak var kept: TestScreen?
    weak var gone: TestScreen?
    do {
      let a = TestScreen("A")
      let b = TestScreen("B")
      kept = a
      gone = b
      router.push(a)
      router.push(b)
    }
    #expect(gone != nil)
    try router.pop()
    #expect(gone == nil)
    #expect(kept != nil)
  }

  @Test func interactivePopThatCompletesPopsAndIsMarkedInteractive() throws {
    var popped = 0
    router.push(TestScreen("A"))
    router.push(TestScreen("B"), owner: nil, animated: true, onPop: { popped += 1 })
    _ = router.takeJournal()
    let began = try router.beginInteractivePop()
    #expect(began == entry(2, "B"))
    #expect(router.isTransitionInFlight)
    #expect(popped == 0)
    try router.finishInteractivePop()
    #expect(popped == 1)
    #expect(
      router.takeJournal() == [
        .interactivePopBegan(entry(2, "B")),
        .popped([entry(2, "B")], animated: true, cause: .interactivePop),
      ])
    #expect(router.stack.description == "level 0: #1 A")
  }

  @Test func cancelledInteractivePopChangesNothingAndReleasesNothing() throws {
    var popped = 0
    weak var screen: TestScreen?
    router.push(TestScreen("A"))
    do {
      let b = TestScreen("B")
      screen = b
      router.push(b, owner: nil, animated: true, onPop: { popped += 1 })
    }
    let before = router.stack
    _ = router.takeJournal()
    try router.beginInteractivePop()
    try router.cancelInteractivePop()
    #expect(popped == 0)
    #expect(screen != nil)
    #expect(router.stack == before)
    #expect(!router.isTransitionInFlight)
    #expect(
      router.takeJournal() == [
        .interactivePopBegan(entry(2, "B")), .interactivePopCancelled(entry(2, "B")),
      ])
  }

  @Test func platformMovesAtARootOrWithoutABeginAreRejected() throws {
    router.push(TestScreen("A"))
    #expect(throws: RouterError.nothingToPop) { try router.beginInteractivePop() }
    #expect(throws: RouterError.nothingToPop) { try router.goBack() }
    #expect(throws: RouterError.noInteractivePop) { try router.finishInteractivePop() }
    #expect(throws: RouterError.noInteractivePop) { try router.cancelInteractivePop() }
    #expect(throws: RouterError.nothingPresented) { try router.swipeToDismiss() }
    router.present(TestScreen("M"), animated: true)
    #expect(throws: RouterError.nothingToPop) { try router.goBack() }
    router.push(TestScreen("N"))
    try router.beginInteractivePop()
    #expect(throws: RouterError.transitionInFlight) { try router.beginInteractivePop() }
    #expect(throws: RouterError.transitionInFlight) { try router.swipeToDismiss() }
    try router.cancelInteractivePop()
    #expect(router.stack.description == "level 0: #1 A\nlevel 1: #2 M, #3 N")
  }

  @Test func swipeDownDismissesTheTopLevelAndRunsItsCallbacks() throws {
    var popped: [String] = []
    router.push(TestScreen("Main"))
    router.present(
      TestScreen("About"), owner: nil, animated: true, onPop: { popped.append("About") })
    router.push(
      TestScreen("Licenses"), owner: nil, animated: true, onPop: { popped.append("Licenses") })
    _ = router.takeJournal()
    try router.swipeToDismiss()
    #expect(popped == ["Licenses", "About"])
    #expect(
      router.takeJournal() == [
        .dismissed(
          [entry(3, "Licenses", level: 1), entry(2, "About", level: 1)], animated: true,
          cause: .swipeDown)
      ])
  }

  @Test func callsDuringAnInteractivePopAreQueuedAndRunInOrderAfterIt() throws {
    router.push(TestScreen("A"))
    router.push(TestScreen("B"))
    try router.beginInteractivePop()
    let id = router.push(TestScreen("C"))
    try router.pop()
    router.push(TestScreen("D"))
    #expect(id == EntryOutcome(id: 3, outcome: .queued))
    #expect(router.queuedCallCount == 3)
    #expect(router.stack.description == "level 0: #1 A, #2 B")
    try router.finishInteractivePop()
    #expect(router.queuedCallCount == 0)
    #expect(router.stack.description == "level 0: #1 A, #4 D")
  }

  @Test func callsDuringCallbacksRunAfterTheChangeThatRanThem() throws {
    var order: [String] = []
    router.push(TestScreen("A"))
    router.push(
      TestScreen("B"), owner: nil, animated: true,
      onPop: { [router] in
        order.append("B left")
        router.push(TestScreen("C"))
        order.append("push returned")
      })
    _ = router.observe { event in order.append(event.description) }
    try router.pop()
    #expect(
      order == [
        "popped #2 B", "B left", "push returned", "pushed #3 C",
      ])
  }

  @Test func observersReceiveEveryEventUntilCancelled() throws {
    var seen: [RouterEvent] = []
    let observation = router.observe { seen.append($0) }
    router.push(TestScreen("A"))
    observation.cancel()
    observation.cancel()
    router.push(TestScreen("B"))
    #expect(seen == [.pushed(entry(1, "A"), animated: true)])
  }

  @Test func journalingCanBeTurnedOff() {
    let quiet = StackRouter(isJournaling: false)
    var seen = 0
    let observation = quiet.observe { _ in seen += 1 }
    quiet.push(TestScreen("A"))
    #expect(quiet.journal.isEmpty)
    #expect(seen == 1)
    observation.cancel()
  }

  @Test func eventsDescribeThemselvesInOneLine() {
    let events: [RouterEvent] = [
      .pushed(entry(1, "A"), animated: false),
      .presented(entry(2, "M", level: 1), animated: true),
      .popped([entry(3, "C"), entry(2, "B")], animated: true, cause: .interactivePop),
      .dismissed([entry(2, "M", level: 1)], animated: true, cause: .swipeDown),
      .rootReplaced(entry(4, "R"), removed: [], animated: false),
      .interactivePopBegan(entry(3, "C")),
      .interactivePopCancelled(entry(3, "C")),
      .rejected(.popTo(7), .unknownEntry(7)),
    ]
    #expect(
      events.map(\.description) == [
        "pushed #1 A (not animated)",
        "presented #2 M on level 1",
        "popped #3 C, #2 B (interactive)",
        "dismissed #2 M (swipe-down)",
        "root #4 R replaced nothing (not animated)",
        "interactive pop of #3 C began",
        "interactive pop of #3 C cancelled",
        "rejected pop(to: #7): no screen #7 on the router",
      ])
  }
}
