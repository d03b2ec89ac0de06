import Foundation
import Testing

@testable import Coordinator

/// Ending a flow reads what the flow owns and what leaves with it, never the stack beneath it:
/// the router counts the records a `popFlow` reads (`recordsReadByFlowPops`, a running total).
@MainActor
@Suite struct FlowEndCostTests {
  /// A router holding `count` screens of a running flow, `Base`, bottom first, ids 1 to
  /// `count`.
  private func base(count: Int) -> (StackRouter, TestFlow) {
    let router = StackRouter()
    let base = TestFlow("Base", router: router, screens: [])
    base.start()
    router.setRoot(TestScreen("S1"), owner: base, animated: false, onPop: nil)
    for index in 1..<count {
      router.push(TestScreen("S\(index + 1)"), owner: base, animated: false, onPop: nil)
    }
    return (router, base)
  }

  @Test func endingAOneScreenFlowReadsOnlyItsScreen() {
    let (router, base) = base(count: 10_000)
    let top = TestFlow("Top", router: router, screens: ["T"])
    base.startChild(top)
    #expect(router.depth == 10_001)
    top.finish()
    #expect(router.recordsReadByFlowPops == 1)
    #expect(router.depth == 10_000)
    #expect(
      router.topEntry == RouterEntry(id: 10_000, screen: "S10000", level: 0, owner: "Base"))
    #expect(base.childCoordinators.isEmpty)
  }

  @Test func aFlowsLowestScreenIsFoundUnderAnotherFlowsScreens() {
    let router = StackRouter(isJournaling: true)
    let below = TestFlow("Below", router: router, screens: [])
    let flow = TestFlow("Flow", router: router, screens: [])
    let other = TestFlow("Other", router: router, screens: [])
    below.start()
    flow.start()
    other.start()
    router.setRoot(TestScreen("B"), owner: below, animated: false, onPop: nil)
    router.push(TestScreen("F1"), owner: flow, animated: false, onPop: nil)
    router.push(TestScreen("O1"), owner: other, animated: false, onPop: nil)
    router.present(TestScreen("F2"), owner: flow, animated: false, onPop: nil)
    router.push(TestScreen("O2"), owner: other, animated: false, onPop: nil)
    _ = router.takeJournal()
    router.popFlow(flow, animated: false)
    // Read from the top down to F1, the flow's lowest screen: the root below it is not read.
    #expect(router.recordsReadByFlowPops == 4)
    #expect(router.stack.description == "level 0: #1 B")
    #expect(
      router.takeJournal().map(\.description) == [
        "dismissed #5 O2, #4 F2 (not animated)", "popped #3 O1, #2 F1 (not animated)",
      ])
    // Nothing of the flow is left: a second pop reads nothing.
    router.popFlow(flow, animated: false)
    #expect(router.recordsReadByFlowPops == 4)
    #expect(router.stack.description == "level 0: #1 B")
  }

  @Test func aFlowOfTenThousandChildrenEndsReadingOnlyItsOwnScreens() {
    let (router, base) = base(count: 1_000)
    var parent: TestFlow? = TestFlow("Parent", router: router, screens: ["P"])
    weak let ended = parent
    base.startChild(parent!)
    var children: [WeakFlow] = []
    for index in 0..<10_000 {
      let child = TestFlow("C\(index)", router: router, screens: ["C"])
      parent!.startChild(child)
      children.append(WeakFlow(child))
    }
    #expect(router.depth == 11_001)
    parent!.finish()
    parent = nil
    // Its own screens and its children's were read; the 1,000 below were not.
    #expect(router.recordsReadByFlowPops == 10_001)
    #expect(router.depth == 1_000)
    #expect(
      router.topEntry == RouterEntry(id: 1_000, screen: "S1000", level: 0, owner: "Base"))
    #expect(base.childCoordinators.isEmpty)
    #expect(ended == nil)
    #expect(children.allSatisfy { $0.flow == nil })
  }

  @Test func aFlowWhoseScreensAreTakenOffEndsWithItsChildrenReadingNothingMore() {
    let (router, base) = base(count: 1_000)
    var parent: TestFlow? = TestFlow("Parent", router: router, screens: ["P"])
    weak let ended = parent
    base.startChild(parent!)
    var children: [WeakFlow] = []
    for index in 0..<10_000 {
      let child = TestFlow("C\(index)", router: router, screens: ["C"])
      parent!.startChild(child)
      children.append(WeakFlow(child))
    }
    // Taken off as an ancestor or the platform would: each child's screen leaving ends the
    // child, whose end queues a pop of its flow, and the parent's first screen ends the parent.
    router.popFlow(parent!, animated: false)
    parent = nil
    // The pop read the flow's 10,001 screens; the 10,000 children's queued pops and the
    // parent's found nothing left to read.
    #expect(router.recordsReadByFlowPops == 10_001)
    #expect(router.depth == 1_000)
    #expect(
      router.topEntry == RouterEntry(id: 1_000, screen: "S1000", level: 0, owner: "Base"))
    #expect(base.childCoordinators.isEmpty)
    #expect(ended == nil)
    #expect(children.allSatisfy { $0.flow == nil })
  }

  @Test func aRenamedOwnersScreensAreCountedAsItsOwn() {
    let router = StackRouter()
    let flow = RenamingFlow()
    flow.start()
    router.setRoot(TestScreen("Root"), owner: nil, animated: false, onPop: nil)
    router.push(TestScreen("A"), owner: flow, animated: false, onPop: nil)
    flow.label = "Renamed"
    router.push(TestScreen("B"), owner: flow, animated: false, onPop: nil)
    #expect(
      router.stack.levels[0].map(\.owner) == [nil, "RenamingFlow", "Renamed"])
    router.popFlow(flow, animated: false)
    #expect(router.stack.description == "level 0: #1 Root")
  }

  @Test func aBaseCoordinatorCarriesItsTallySoTheRouterKeepsNone() {
    let router = StackRouter()
    router.setRoot(TestScreen("Root"), owner: nil, animated: false, onPop: nil)
    weak var last: TestFlow?
    for _ in 0..<1_000 {
      let flow = TestFlow("F", router: router, screens: [])
      flow.start()
      router.push(TestScreen("S"), owner: flow, animated: false, onPop: nil)
      router.popFlow(flow, animated: false)
      last = flow
    }
    #expect(router.state.tallies.untalliedOwnerCount == 0)
    #expect(last == nil)
    #expect(router.stack.description == "level 0: #1 Root")
  }

  @Test func theTableOfOwnersThatCarryNoTallyForgetsReleasedOnes() {
    let router = StackRouter()
    router.setRoot(TestScreen("Root"), owner: nil, animated: false, onPop: nil)
    weak var last: PlainFlowOwner?
    for _ in 0..<1_000 {
      let owner = PlainFlowOwner()
      router.push(TestScreen("S"), owner: owner, animated: false, onPop: nil)
      router.popFlow(owner, animated: false)
      last = owner
    }
    #expect(router.state.tallies.untalliedOwnerCount <= 2 * 1 + 16)
    #expect(last == nil)
    #expect(router.stack.description == "level 0: #1 Root")
  }
}

/// A flow whose name changes while it runs.
@MainActor
final class RenamingFlow: BaseCoordinator {
  var label = "RenamingFlow"
  override var name: String { label }
}
