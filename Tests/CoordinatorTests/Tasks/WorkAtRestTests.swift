import Foundation
import Testing

@testable import Coordinator

// What counts as rest, and how a wait's deadline counts time on a loaded machine.

@MainActor
@Suite struct WorkAtRestTests {
  /// A flow whose task gives the main actor up `hops` times, then sleeps on `clock`.
  final class HoppingFlow: BaseCoordinator {
    func startHopping(_ hops: Int, then clock: ManualClock) {
      startTask {
        for _ in 0..<hops { await Task.yield() }
        try? await clock.sleep(for: .seconds(1))
      }
    }
  }

  /// A flow that asks for a child's result and waits for it.
  final class AskingFlow: BaseCoordinator {
    let router = StackRouter(isJournaling: false)
    private(set) var answer: String?

    func askForName() {
      startTask { [weak self] in
        guard let self else { return }
        self.answer = await self.runChild(NameFlow(router: self.router), on: self.router)
      }
    }
  }

  /// A child that shows one screen and finishes with a name.
  final class NameFlow: ReturningCoordinator<String> {
    private let router: any Router
    init(router: any Router) { self.router = router }

    override func start() {
      super.start()
      router.push(NamedScreen("Name"), owner: self) { [weak self] in self?.finish() }
    }
  }

  /// A screen with a name.
  final class NamedScreen: Presentable {
    let screenName: String
    init(_ screenName: String) { self.screenName = screenName }
  }

  /// Holds the main actor for `duration`, as another test's long synchronous work does on a
  /// loaded machine, from a job queued now.
  private func holdTheMainActor(for duration: TimeInterval) {
    Task { @MainActor in usleep(useconds_t(duration * 1_000_000)) }
  }

  @Test func aLenientDeadlineDoesNotCountTheTimeTheMainActorWasBusyElsewhere() async {
    let clock = ManualClock()
    let flow = HoppingFlow()
    flow.start()
    let work = WorkAtRest(root: flow, clock: clock, deadlines: .lenient)
    holdTheMainActor(for: 1.2)
    flow.startHopping(20, then: clock)
    // The main actor is held past the deadline before the task has its first turn. With a
    // strict deadline, the task would be named as still running (on a quiet machine); the
    // lenient one counts only the time after the hold, and the task comes to rest.
    #expect(await work.settle(within: .seconds(1)).isEmpty)
    flow.finish()
  }

  @Test func aTaskAwaitingAChildsResultIsAtRest() async {
    weak var weakChild: NameFlow?
    let flow = AskingFlow()
    flow.start()
    let work = WorkAtRest(root: flow, clock: nil)
    flow.askForName()
    // It waits for a person: without a deadline long enough to tell, the wait ends at once.
    #expect(await work.settle(within: .seconds(5)).isEmpty)
    do {
      let child = flow.childCoordinators.first as? NameFlow
      weakChild = child
      #expect(child != nil)
      child?.finish(with: "Ada")
    }
    #expect(await work.settle(within: .seconds(600)).isEmpty)
    #expect(flow.answer == "Ada")
    #expect(flow.runningTasks.isEmpty)
    flow.finish()
    #expect(weakChild == nil)
  }

  @Test func anIgnoredTaskIsNotWaitedFor() async {
    let flow = HoppingFlow()
    flow.start()
    let work = WorkAtRest(root: flow, clock: nil)
    flow.startTask { try? await ContinuousClock().sleep(for: .seconds(3600)) }
    let task = flow.runningTasks[0]
    work.ignore(task)
    #expect(await work.settle(within: .seconds(600)).isEmpty)
    flow.finish()
  }

  @Test func aReleasedWatchStopsWatchingTheFlowsTasks() async {
    let flow = HoppingFlow()
    flow.start()
    var work: WorkAtRest? = WorkAtRest(root: flow, clock: ManualClock())
    #expect(flow.work?.observers.count == 1)
    weak let released = work
    work = nil
    #expect(released == nil)
    // It stops on the main actor's next turn, queued before this test's.
    await Task.yield()
    #expect(flow.work?.observers.count == 0)
  }
}
