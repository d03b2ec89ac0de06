import Coordinator
import Testing

/// The awaited form: cancelling the task ends the child; a logout resumes a task that awaits a
/// grandchild; a tree released off the main actor still resumes its awaiting tasks.
@MainActor
@Suite struct AwaitedResultTests {
  @Test func cancellingTheAwaitingTaskEndsTheChildWithNothing() async throws {
    let router = StackRouter()
    let parent = TestFlow("Parent", router: router, screens: ["Home"], presentation: .root)
    parent.start()
    var pick: PickFlow? = PickFlow(router: router)
    weak let weakPick = pick
    weak let weakViewModel = pick?.viewModel
    let task = Task { [pick = pick!] in await parent.runChild(pick, on: router) }
    pick = nil
    for _ in 0..<100 where router.stack.entries.count < 2 {
      await Task.yield()
    }
    #expect(router.stack.description == "level 0: #1 Home, #2 Pick")
    task.cancel()
    let value = await task.value
    #expect(value == nil)
    #expect(router.stack.description == "level 0: #1 Home")
    #expect(parent.childCoordinators.isEmpty)
    #expect(weakPick == nil)
    #expect(weakViewModel == nil)
  }

  @Test func anAlreadyCancelledTaskDoesNotStartTheChild() async {
    let router = StackRouter()
    let parent = TestFlow("Parent", router: router, screens: ["Home"], presentation: .root)
    parent.start()
    let pick = PickFlow(router: router)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await parent.runChild(pick, on: router)
    }
    #expect(await task.value == nil)
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
    var shop: ShopFlow? = ShopFlow(router: router)
    main!.startChild(shop!, on: router)
    weak let weakMain = main
    weak let weakShop = shop
    weak let weakPick = shop?.pick
    shop?.buy()
    for _ in 0..<100 where shop?.pick?.lifecycle != .running {
      await Task.yield()
    }
    #expect(router.stack.description == "level 0: #1 Launch, #2 Main, #3 Shop, #4 Pick")
    let waiting = try #require(shop?.waiting)
    shop = nil
    main?.finish()
    main = nil
    #expect(router.stack.description == "level 0: #1 Launch")
    #expect(await waiting.value == "nothing")
    #expect(app.childCoordinators.isEmpty)
    #expect(weakMain == nil)
    #expect(weakShop == nil)
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
    for _ in 0..<100 where pick?.lifecycle != .running {
      await Task.yield()
    }
    #expect(router.stack.description == "level 0: #1 Home, #2 Main, #3 Pick")
    holder.flow = root
    root = nil
    main = nil
    pick = nil
    await Task.detached { holder.flow = nil }.value
    #expect(weakRoot == nil)
    // The main actor has had its turn by now, so this cannot tell when the flows ended; that
    // the off-main path ends them was checked by disabling its `end`, which fails this test.
    // Bounded: a task that is never resumed fails the test instead of hanging it.
    for _ in 0..<100 where heard.isEmpty {
      await Task.yield()
    }
    #expect(heard == [nil])
    if !heard.isEmpty { await task.value }
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
  private(set) weak var pick: PickFlow?
  private(set) var waiting: Task<String, Never>?

  init(router: StackRouter) {
    self.router = router
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
    waiting = Task { [weak self] in
      guard let self else { return "released" }
      return await runChild(pick, on: router).map { "picked \($0)" } ?? "nothing"
    }
  }
}
