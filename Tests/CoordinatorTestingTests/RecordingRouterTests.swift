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
