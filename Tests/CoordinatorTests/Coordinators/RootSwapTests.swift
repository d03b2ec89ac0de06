import Coordinator
import Testing

/// `swapRoot(to:on:)`: the old flows end and the new one's root replaces their screens in one
/// change, so the router never shows nothing.
@MainActor
@Suite struct RootSwapTests {
  let router = StackRouter(isJournaling: true)
  let app = TestFlow("App", router: StackRouter(isJournaling: true), screens: [])

  /// Records, at every event, whether the router showed a screen.
  final class Blanks {
    var seen: [Bool] = []
  }

  @Test func theNewRootReplacesTheOldFlowsScreensInOneEvent() {
    app.start()
    weak var onboarding: TestFlow?
    weak var step: TestFlow?
    do {
      let flow = TestFlow(
        "Onboarding", router: router, screens: ["Welcome", "Intro"], presentation: .root)
      onboarding = flow
      app.startChild(flow, on: router)
      let inner = TestFlow("Step", router: router, screens: ["Step"])
      step = inner
      flow.startChild(inner)
    }
    _ = router.takeJournal()
    let blanks = Blanks()
    let observation = router.observe { [router] _ in blanks.seen.append(router.topScreen == nil) }

    let home = TestFlow("Home", router: router, screens: ["Home"], presentation: .root)
    app.swapRoot(to: home, on: router)

    #expect(onboarding == nil)
    #expect(step == nil)
    #expect(app.childCoordinators.map(\.name) == ["Home"])
    #expect(
      router.takeJournal().map(\.description) == [
        "root #4 Home replaced #3 Step, #2 Intro, #1 Welcome (not animated)"
      ])
    #expect(blanks.seen == [false])
    #expect(router.violations(in: app) == [])
    observation.cancel()
  }

  @Test func aFlowThatSetsTabsSwapsInOneEventToo() {
    app.start()
    let welcome = TestFlow("Onboarding", router: router, screens: ["Welcome"], presentation: .root)
    app.startChild(welcome, on: router)
    _ = router.takeJournal()

    let tabs = TabsFlow(router: router)
    app.swapRoot(to: tabs, on: router)

    #expect(
      router.takeJournal().map(\.description) == [
        "tabs books*, search replaced #1 Welcome (not animated)"
      ])
    #expect(app.childCoordinators.map(\.name) == ["TabsFlow"])
    #expect(router.violations(in: app) == [])
  }

  @Test func theOldFlowsEndAsARemovalEndsThem() {
    app.start()
    let ended = EndLog()
    let old = EndingFlow("Login", router: router, log: ended)
    app.startChild(old, on: router)

    app.swapRoot(
      to: TestFlow("Home", router: router, screens: ["Home"], presentation: .root), on: router)

    #expect(ended.lines == ["Login"])
    #expect(old.lifecycle == .finished)
    #expect(router.stack.description == "level 0: #2 Home")
  }

  /// A flow whose start sets two tabs.
  final class TabsFlow: BaseCoordinator {
    let router: StackRouter
    init(router: StackRouter) { self.router = router }
    override func start() {
      super.start()
      router.setTabs(
        ["books", "search"], selected: "books", owner: self, animated: false, onSelect: nil)
    }
  }

  /// A flow with a root screen that notes its `didEnd()`.
  final class EndingFlow: BaseCoordinator {
    let flowName: String
    let router: StackRouter
    let log: EndLog
    init(_ name: String, router: StackRouter, log: EndLog) {
      flowName = name
      self.router = router
      self.log = log
    }
    override var name: String { flowName }
    override func start() {
      super.start()
      router.setRoot(TestScreen(flowName), owner: self, animated: false)
    }
    override func didEnd() {
      super.didEnd()
      log.lines.append(flowName)
    }
  }
}
