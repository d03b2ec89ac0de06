import Coordinator
import Testing

/// Guards of the platform's moves: a refusal changes nothing, is an event of its own, and lets
/// the flow answer; calls in code are never asked.
@MainActor
@Suite struct LeaveGuardTests {
  let router = StackRouter(isJournaling: true)
  let app: TestFlow

  init() {
    app = TestFlow("App", router: router, screens: ["Home"])
    app.start()
  }

  /// Starts a guarded child of the app with `screens` pushed, and empties the journal.
  func editor(
    _ screens: [String] = ["Editor"], reason: String? = "unsaved changes"
  ) -> GuardedFlow {
    let flow = GuardedFlow("EditorFlow", router: router, screens: screens, reason: reason)
    app.startChild(flow, on: router)
    _ = router.takeJournal()
    return flow
  }

  @Test func theBackButtonOnAGuardedScreenIsRefusedAndNothingLeaves() throws {
    let flow = editor()

    try router.goBack()

    #expect(
      router.takeJournal().map(\.description) == [
        "interactive pop of #2 Editor began",
        "#2 Editor stayed (interactive): unsaved changes",
      ])
    #expect(router.stack.description == "level 0: #1 Home, #2 Editor")
    #expect(flow.lifecycle == .running)
    #expect(app.childCoordinators.map(\.name) == ["EditorFlow"])
    #expect(flow.asked == [.interactivePop])
    #expect(flow.refused == [.interactivePop])
    #expect(!router.isTransitionInFlight)
  }

  @Test func aCancelledInteractivePopAndARefusedOneAreDistinctEvents() throws {
    let flow = editor()

    try router.beginInteractivePop()
    try router.cancelInteractivePop()
    try router.beginInteractivePop()
    try router.finishInteractivePop()

    let entry = RouterEntry(id: 2, screen: "Editor", level: 0, owner: "EditorFlow")
    #expect(
      router.takeJournal() == [
        .interactivePopBegan(entry), .interactivePopCancelled(entry),
        .interactivePopBegan(entry),
        .leaveRefused(entry, .interactivePop, reason: "unsaved changes"),
      ])
    // Cancelling asks nothing: only the completed swipe was asked.
    #expect(flow.asked == [.interactivePop])
    #expect(router.stack.description == "level 0: #1 Home, #2 Editor")
  }

  @Test func aGuardThatLetsGoIsAskedAndTheScreenLeaves() throws {
    weak var weakFlow: GuardedFlow?
    do {
      let flow = editor(reason: nil)
      weakFlow = flow
      try router.goBack()
      #expect(flow.asked == [.interactivePop])
      #expect(flow.refused == [])
    }
    #expect(weakFlow == nil)
    #expect(app.childCoordinators.isEmpty)
    #expect(
      router.takeJournal().map(\.description) == [
        "interactive pop of #2 Editor began", "popped #2 Editor (interactive)",
      ])
    #expect(router.stack.description == "level 0: #1 Home")
  }

  @Test func callsMadeWhenARefusalIsToldRunAfterItsEvent() throws {
    let flow = editor()
    flow.onRefused = { [router] _ in router.push(TestScreen("Hint"), animated: false) }

    try router.goBack()

    #expect(
      router.takeJournal().map(\.description) == [
        "interactive pop of #2 Editor began",
        "#2 Editor stayed (interactive): unsaved changes",
        "pushed #3 Hint (not animated)",
      ])
  }

  @Test func aSwipeDownOfALevelWithAGuardedScreenSpringsBack() throws {
    let modal = GuardedFlow("Compose", router: router, screens: [], reason: nil)
    app.startChild(modal, on: router)
    let draft = GuardedScreen("Draft", reason: "a draft")
    router.present(TestScreen("Compose"), owner: modal, animated: true) { [weak modal] in
      modal?.finish()
    }
    router.push(draft, owner: modal, animated: true)
    _ = router.takeJournal()

    try router.swipeToDismiss()

    #expect(
      router.takeJournal().map(\.description) == [
        "#3 Draft stayed (swipe-down): a draft"
      ])
    #expect(
      router.stack.description == """
        level 0: #1 Home
        level 1: #2 Compose, #3 Draft
        """)
    // The screen refused first, newest first; its owner was not asked.
    #expect(draft.asked == [.swipeDown])
    #expect(modal.asked == [])
    #expect(modal.lifecycle == .running)
  }

  @Test func callsInCodeAreNeverAsked() throws {
    weak var weakFlow: GuardedFlow?
    do {
      let flow = editor(["Editor", "Preview"])
      weakFlow = flow
      try router.pop(animated: true)
      #expect(router.stack.description == "level 0: #1 Home, #2 Editor")
      flow.finish()
      #expect(flow.asked == [])
    }
    #expect(weakFlow == nil)
    #expect(router.stack.description == "level 0: #1 Home")
    #expect(
      router.takeJournal().map(\.description) == ["popped #3 Preview", "popped #2 Editor"])
  }

  @Test func aRootSwapAndAnAncestorEndingTakeAGuardedFlowUnasked() {
    weak var weakFlow: GuardedFlow?
    do {
      let flow = editor()
      weakFlow = flow
    }
    router.setRoot(TestScreen("Welcome"), animated: false)

    #expect(weakFlow == nil)
    #expect(app.lifecycle == .finished)
    #expect(
      router.takeJournal().map(\.description) == [
        "root #3 Welcome replaced #2 Editor, #1 Home (not animated)"
      ])
  }

  @Test func aTapOnTheSelectedTabIsRefusedByAGuardOnItsStack() throws {
    let router = StackRouter(isJournaling: true)
    let app = TestFlow("App", router: router, screens: [])
    app.start()
    router.setTabs(
      ["books", "search"], selected: "books", owner: app, animated: false, onSelect: nil)
    let books = try #require(router.router(forTab: "books"))
    let list = TestFlow("BookList", router: books, screens: ["BookList", "Detail"])
    app.startChild(list, on: books)
    let flow = GuardedFlow("EditorFlow", router: books, screens: ["Editor"], reason: "unsaved")
    list.startChild(flow, on: books)
    _ = router.takeJournal()

    try router.tapTab("books")

    #expect(
      router.takeJournal().map(\.description) == [
        "#3 Editor in books stayed (tab re-selected): unsaved"
      ])
    #expect(
      router.stack.description == """
        tab books (selected): #1 BookList, #2 Detail, #3 Editor
        tab search: (empty)
        """)
    #expect(flow.refused == [.tabReselected])

    // Another tab takes nothing off and asks nothing.
    try router.tapTab("search")
    #expect(flow.asked == [.tabReselected])
    #expect(
      router.takeJournal().map(\.description) == ["selected tab search (was books) (not animated)"])
  }
}

/// `leaveDecision(for:)`: the guards' answer for a move, before a platform makes it.
@MainActor
@Suite struct LeaveDecisionTests {
  @Test func theRouterAnswersForEachMoveWithoutMovingOrTelling() throws {
    let router = StackRouter(isJournaling: true)
    let app = TestFlow("App", router: router, screens: [])
    app.start()
    router.setTabs(["books"], selected: "books", owner: app, animated: false, onSelect: nil)
    let books = try #require(router.router(forTab: "books"))
    let list = TestFlow("List", router: books, screens: ["List"])
    app.startChild(list, on: books)
    #expect(router.leaveDecision(for: .interactivePop) == .leave)
    #expect(router.leaveDecision(for: .tabReselected) == .leave)

    let editor = GuardedFlow("EditorFlow", router: books, screens: ["Editor"], reason: "draft")
    list.startChild(editor, on: books)
    let sheet = GuardedScreen("Sheet", reason: "typing")
    let stack = router.stack
    _ = router.takeJournal()

    #expect(router.leaveDecision(for: .interactivePop) == .stay(reason: "draft"))
    #expect(router.leaveDecision(for: .tabReselected) == .stay(reason: "draft"))
    #expect(router.leaveDecision(for: .swipeDown) == .leave)
    #expect(router.leaveDecision(for: .link) == .leave)
    router.present(sheet, animated: false)
    #expect(router.leaveDecision(for: .swipeDown) == .stay(reason: "typing"))
    #expect(router.leaveDecision(for: .interactivePop) == .leave)

    #expect(editor.asked == [.interactivePop, .tabReselected])
    #expect(editor.refused == [])
    #expect(sheet.asked == [.swipeDown])
    try router.dismiss(animated: false)
    #expect(router.stack == stack)
  }
}

/// What the guards are not asked: a flow whose move leaves it a screen, a flow that has ended.
@MainActor
@Suite struct LeaveGuardScopeTests {
  let router = StackRouter(transitionStyle: .manual, isJournaling: true)
  let app: TestFlow

  init() throws {
    app = TestFlow("App", router: router, screens: ["Home"])
    app.start()
    try router.completeTransition()
  }

  @Test func aFlowIsAskedOnlyWhenTheMoveTakesItsLastScreen() throws {
    let router = StackRouter(isJournaling: true)
    let app = TestFlow("App", router: router, screens: ["Home"])
    app.start()
    let flow = GuardedFlow(
      "EditorFlow", router: router, screens: ["Editor", "Preview"], reason: "unsaved")
    app.startChild(flow, on: router)
    _ = router.takeJournal()

    try router.goBack()
    try router.goBack()

    #expect(flow.asked == [.interactivePop])
    #expect(
      router.takeJournal().map(\.description) == [
        "interactive pop of #3 Preview began", "popped #3 Preview (interactive)",
        "interactive pop of #2 Editor began", "#2 Editor stayed (interactive): unsaved",
      ])
    #expect(router.stack.description == "level 0: #1 Home, #2 Editor")
  }

  @Test func aFlowThatEndedDuringTheSwipeIsNotAskedAndItsScreenLeaves() throws {
    weak var weakFlow: GuardedFlow?
    do {
      let flow = GuardedFlow("EditorFlow", router: router, screens: ["Editor"], reason: "draft")
      weakFlow = flow
      app.startChild(flow, on: router)
      try router.completeTransition()
      try router.beginInteractivePop()
      flow.finish()  // its pop waits behind the swipe
      try router.finishInteractivePop()
      #expect(flow.asked == [])
    }
    #expect(weakFlow == nil)
    #expect(router.stack.description == "level 0: #1 Home")
    #expect(router.violations(in: app) == [])
  }

  @Test func aRootSwapBehindATransitionMarksTheOldScreensLeaving() throws {
    let router = StackRouter(transitionStyle: .manual, isJournaling: true)
    let app = TestFlow("App", router: router, screens: [])
    app.start()
    let old = TestFlow("Login", router: router, screens: ["Login"], presentation: .root)
    app.startChild(old)
    try router.completeTransition()
    router.push(TestScreen("Spinner"), owner: old, animated: true)  // a transition in flight
    _ = router.takeJournal()

    app.swapRoot(
      to: TestFlow("Main", router: router, screens: ["Main"], presentation: .root), on: router)

    #expect(app.childCoordinators.map(\.name) == ["Main"])
    #expect(router.stack.description == "level 0: #1 Login, #2 Spinner")
    #expect(router.violations(in: app) == [])
    try router.completeTransition()  // the spinner's push; the new root runs, held in turn
    try router.completeTransition()  // the new root's; the old flows' pops find nothing
    #expect(router.queuedCallCount == 0)
    #expect(router.stack.description == "level 0: #3 Main")
    #expect(router.violations(in: app) == [])
    #expect(
      router.takeJournal().map(\.description) == [
        "root #3 Main replaced #2 Spinner, #1 Login (not animated)"
      ])
  }

}
