import Coordinator
import CoordinatorTesting
import Testing

@MainActor
@Suite struct RecordingRouterTests {
  @Test func recordsEveryCallInOrderAndCarriesItOut() throws {
    let router = RecordingRouter()
    let flow = OneScreenFlow("Flow", screen: "First", router: router)
    flow.start()
    router.push(NamedScreen("Second"), animated: false)
    try router.pop(animated: true)
    router.present(NamedScreen("Modal"), owner: flow)
    try router.dismiss(animated: false)
    router.setRoot(NamedScreen("Root"), owner: flow)
    router.popToRoot(animated: true)
    #expect(throws: RouterError.unknownEntry(1)) { try router.pop(to: 1, animated: true) }
    router.popFlow(flow, animated: true)
    #expect(
      router.takeCalls() == [
        .push("First", owner: "Flow", animated: true),
        .push("Second", owner: nil, animated: false),
        .pop(animated: true),
        .present("Modal", owner: "Flow", animated: true),
        .dismiss(animated: false),
        .setRoot("Root", owner: "Flow", animated: false),
        .popToRoot(animated: true),
        .popTo(1, animated: true),
        .popFlow("Flow", animated: true),
      ])
    #expect(router.calls == [])
    #expect(router.backing.stack.description == "level 0: (empty)")
    #expect(flow.lifecycle == .finished)
  }

  @Test func recordsThePlatformsMovesAndMakesThem() throws {
    let router = RecordingRouter()
    let flow = OneScreenFlow("Flow", screen: "First", router: router)
    flow.start()
    weak var released: OneScreenFlow?
    do {
      let detail = OneScreenFlow("Detail", screen: "Second", router: router)
      flow.startChild(detail, on: router)
      released = detail
    }
    try router.beginInteractivePop()
    try router.cancelInteractivePop()
    try router.beginInteractivePop()
    try router.finishInteractivePop()
    router.present(NamedScreen("Modal"), owner: flow)
    try router.swipeToDismiss()
    router.push(NamedScreen("Third"), owner: flow)
    try router.goBack()
    #expect(
      router.takeCalls() == [
        .push("First", owner: "Flow", animated: true),
        .push("Second", owner: "Detail", animated: true),
        .beginInteractivePop, .cancelInteractivePop, .beginInteractivePop,
        .finishInteractivePop, .popFlow("Detail", animated: true),
        .present("Modal", owner: "Flow", animated: true),
        .swipeToDismiss, .push("Third", owner: "Flow", animated: true), .goBack,
      ])
    #expect(router.backing.stack.description == "level 0: #1 First")
    #expect(router.screen(for: 1)?.screenName == "First")
    #expect(released == nil)
    #expect(
      [
        RecordedCall.goBack, .beginInteractivePop, .finishInteractivePop, .cancelInteractivePop,
        .swipeToDismiss,
      ].map(\.description) == [
        "goBack()", "beginInteractivePop()", "finishInteractivePop()", "cancelInteractivePop()",
        "swipeToDismiss()",
      ])
  }

  /// The listing of the article "Testing Your Flows".
  @Test func aFlowsFirstPushIsRecorded() {
    let router = RecordingRouter()
    let flow = OneScreenFlow("Flow", screen: "First", router: router)
    flow.start()
    #expect(router.takeCalls() == [.push("First", owner: "Flow", animated: true)])
  }

  @Test func callsDescribeThemselvesAsCode() {
    let calls: [RecordedCall] = [
      .push("Game", owner: "GameFlow", animated: true), .pop(animated: false),
      .popTo(3, animated: true), .present("About", owner: nil, animated: false),
      .popFlow("GameFlow", animated: true),
    ]
    #expect(
      calls.map(\.description) == [
        "push(Game, owner: GameFlow)", "pop(animated: false)", "pop(to: #3)",
        "present(About, animated: false)", "popFlow(GameFlow)",
      ])
  }
}
