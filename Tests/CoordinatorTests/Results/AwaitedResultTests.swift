import Coordinator
import Testing

/// The awaited form: cancelling the task ends the child; a logout resumes a task that awaits a
/// grandchild; a tree released off the main actor still resumes its awaiting tasks.
@MainActor
@Suite struct AwaitedResultTests {
  /// A Parent at Home, and a task that awaits the Pick it starts.
  private struct AwaitedPick {
    let router: StackRouter
    let parent: TestFlow
    weak var pick: PickFlow?
    weak var viewModel: PickViewModel?
    let heard: Heard<Int>
    let task: Task<Void, Never>
  }

  /// Starts the task of an ``AwaitedPick`` and waits until Pick shows; nothing else holds Pick.
  private func awaitPick() async throws -> AwaitedPick {
    let router = StackRouter()
    let parent = TestFlow("Parent", router: router, screens: ["Home"], presentation: .root)
    parent.start()
    let pick = PickFlow(router: router)
    let heard = Heard<Int>()
    let task = Task { [pick] in heard.append(await parent.runChild(pick, on: router)) }
    let awaited = AwaitedPick(
      router: router, parent: parent, pick: pick, viewModel: pick.viewModel, heard: heard,
      task: task)
    try #require(await yieldUntil { pick.lifecycle == .running })
    #expect(router.stack.description == "level 0: #1 Home, #2 Pick")
    return awaited
  }

  @Test func cancellingTheAwaitingTaskEndsTheChildWithNothing() async throws {
    let awaited = try await awaitPick()
    awaited.task.cancel()
    try #require(await yieldUntil { !awaited.heard.values.isEmpty })
    #expect(awaited.heard.values == [nil])
    #expect(awaited.router.stack.description == "level 0: #1 Home")
    #expect(awaited.parent.childCoordinators.isEmpty)
    #expect(awaited.pick == nil)
    #expect(awaited.viewModel == nil)
  }

  /// The cancellation ends the child on the main actor's next turn: a value given before it
  /// is what the task gets.
  @Test func aValueBeforeTheCancellationIsKept() async throws {
    let awaited = try await awaitPick()
    awaited.task.cancel()
    awaited.pick?.viewModel.pick(5)
    try #require(await yieldUntil { !awaited.heard.values.isEmpty })
    #expect(awaited.heard.values == [5])
    #expect(awaited.router.stack.description == "level 0: #1 Home")
    #expect(awaited.parent.childCoordinators.isEmpty)
    #expect(awaited.pick == nil)
    #expect(awaited.viewModel == nil)
  }

  @Test func aChildThatEndsAsItStartsIsHeardAtOnce() async throws {
    let router = StackRouter()
    let parent = TestFlow("Parent", router: router, screens: ["Home"], presentation: .root)
    parent.start()
    var instant: InstantFlow? = InstantFlow()
    weak let weakInstant = instant
    let heard = Heard<Int>()
    _ = Task { [instant = instant!] in heard.append(await parent.runChild(instant, on: router)) }
    instant = nil
    try #require(await yieldUntil { !heard.values.isEmpty })
    #expect(heard.values == [42])
    #expect(parent.childCoordinators.isEmpty)
    #expect(weakInstant == nil)
  }

  @Test func anAlreadyCancelledTaskDoesNotStartTheChild() async throws {
    let router = StackRouter()
    let parent = TestFlow("Parent", router: router, screens: ["Home"], presentation: .root)
    parent.start()
    let pick = PickFlow(router: router)
    let heard = Heard<Int>()
    _ = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      heard.append(await parent.runChild(pick, on: router))
    }
    try #require(await yieldUntil { !heard.values.isEmpty })
    #expect(heard.values == [nil])
    #expect(pick.lifecycle == .idle)
    #expect(router.stack.description == "level 0: #1 Home")
    #expect(parent.childCoordinators.isEmpty)
  }

  /// App ← Main ← Shop, where Shop awaits Pick from a task of its own: logging out finishes
  /// Main, and the task resumes with nothing once all of them are released.
  @Test func aLogoutResumesATaskAwaitingAGrandchild() async throws {
    let router = StackRouter()
    let app = TestFlow("App", router: router, screens: ["Launch"], presentation: .root)
    app.start()
    var main: TestFlow? = TestFlow("Main", router: router, screens: ["Main"])
    app.startChild(main!)
    let heard = Heard<String>()
    var shop: ShopFlow? = ShopFlow(router: router, heard: heard)
    main!.startChild(shop!, on: router)
    weak let weakMain = main
    weak let weakShop = shop
    shop?.buy()
    weak let weakPick = shop?.pick
    try #require(weakPick != nil)
    try #require(await yieldUntil { weakPick?.lifecycle == .running })
    #expect(router.stack.description == "level 0: #1 Launch, #2 Main, #3 Shop, #4 Pick")
    shop = nil
    main?.finish()
    main = nil
    #expect(router.stack.description == "level 0: #1 Launch")
    try #require(await yieldUntil { !heard.values.isEmpty })
    #expect(heard.values == ["nothing"])
    #expect(app.childCoordinators.isEmpty)
    // The task let go of Shop when it resumed.
    try #require(await yieldUntil { weakShop == nil })
    #expect(weakMain == nil)
    #expect(weakPick == nil)
  }

  /// The last reference to the root of a running tree goes on another thread: the flows under
  /// it end on the main actor's next turn, and the task awaiting one of them resumes.
  @Test func aTreeReleasedOffTheMainActorResumesItsAwaitingTask() async throws {
    let router = StackRouter()
    let holder = Holder()
    var root: TestFlow? = TestFlow("Root", router: router, screens: ["Home"], presentation: .root)
    root!.start()
    var main: TestFlow? = TestFlow("Main", router: router, screens: ["Main"])
    root!.startChild(main!)
    var pick: PickFlow? = PickFlow(router: router)
    weak let weakRoot = root
    weak let weakMain = main
    weak let weakPick = pick
    var heard: [Int?] = []
    let task = Task { [main = main!, pick = pick!] in
      heard.append(await main.runChild(pick, on: router))
    }
    try #require(await yieldUntil { weakPick?.lifecycle == .running })
    #expect(router.stack.description == "level 0: #1 Home, #2 Main, #3 Pick")
    holder.flow = root
    root = nil
    main = nil
    pick = nil
    await Task.detached { holder.flow = nil }.value
    #expect(weakRoot == nil)
    // The main actor has had its turn by now, so this cannot tell when the flows ended; that
    // the off-main path ends them was checked by disabling its `end`, which fails this test.
    let resumed = await yieldUntil { !heard.isEmpty }
    #expect(heard == [nil])
    if resumed { await task.value }
    #expect(weakMain == nil)
    #expect(weakPick == nil)
  }
}

/// A reference another thread lets go of.
private final class Holder: @unchecked Sendable {
  // Set on the main actor, then cleared once on another thread while nothing else runs.
  var flow: BaseCoordinator?
}

/// A shop that awaits a Pick from a task of its own, and writes down what it heard.
@MainActor
private final class ShopFlow: BaseCoordinator {
  let router: StackRouter
  let heard: Heard<String>
  private(set) weak var pick: PickFlow?

  init(router: StackRouter, heard: Heard<String>) {
    self.router = router
    self.heard = heard
  }

  override var name: String { "Shop" }

  override func start() {
    super.start()
    router.push(TestScreen("Shop"), owner: self, animated: false) { [weak self] in
      self?.finish()
    }
  }

  func buy() {
    let pick = PickFlow(router: router)
    self.pick = pick
    Task { [weak self] in
      guard let self else { return }
      let picked = await runChild(pick, on: router)
      heard.append(picked.map { "picked \($0)" } ?? "nothing")
    }
  }
}

/// A flow that ends with 42 as it starts, before showing anything.
@MainActor
private final class InstantFlow: ReturningCoordinator<Int> {
  override func start() {
    super.start()
    finish(with: 42)
  }
}
