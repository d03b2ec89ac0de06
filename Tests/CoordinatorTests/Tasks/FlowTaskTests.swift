import Coordinator
import Testing

/// `startTask`: work a flow starts is cancelled when the flow ends, however it ends, and is
/// seen by whoever watches the flow, without the app handing it over.
@MainActor
@Suite struct FlowTaskTests {
  /// The ways a flow under an app ends; the flow with the task is `Child`, in
  /// `App(Parent(Child))`.
  enum Ending: String, CaseIterable, CustomTestStringConvertible {
    case finish, backButton, swipeDown, removedByParent, ancestorFinished, ancestorReleased
    case rootSwap

    var testDescription: String { rawValue }
  }

  /// What a move left: the tree, and for App, Parent and Child whether each is alive and
  /// whether its task was cancelled.
  struct Outcome: Equatable {
    var tree: String
    var alive: [Bool]
    var cancelled: [Bool]
  }

  /// A task that waits until it is cancelled, then returns.
  private static func waitForCancellation() async {
    try? await Task.sleep(for: .seconds(3600))
  }

  @Test(arguments: Ending.allCases)
  func aFlowsTaskIsCancelledWhenTheFlowEnds(_ ending: Ending) async throws {
    let router = StackRouter()
    // The app shows nothing of its own, so that a root swap replaces the parent's root only.
    var app: TestFlow? = TestFlow("App", router: router, screens: [])
    app?.start()
    weak let weakApp = app
    weak var weakParent: TestFlow?
    weak var weakChild: TestFlow?
    var handles: [Task<Void, Never>] = []
    do {
      let parent = TestFlow("Parent", router: router, screens: ["List"], presentation: .root)
      app?.startChild(parent)
      let child = TestFlow(
        "Child", router: router, screens: ["Detail"],
        presentation: ending == .swipeDown ? .present : .push)
      parent.startChild(child)
      (weakParent, weakChild) = (parent, child)
      handles = [app!, parent, child].map { $0.startTask { await Self.waitForCancellation() } }
    }
    #expect(handles.map(\.isCancelled) == [false, false, false])

    switch ending {
    case .finish: weakChild?.finish()
    case .backButton: try router.goBack()
    case .swipeDown: try router.swipeToDismiss()
    case .removedByParent:
      let child = try #require(weakChild)
      router.popFlow(child, animated: false)
      weakParent?.removeDependency(child)
    case .ancestorFinished: weakParent?.finish()
    case .ancestorReleased: app = nil
    case .rootSwap:
      app?.swapRoot(
        to: TestFlow("Next", router: router, screens: ["Welcome"], presentation: .root),
        on: router)
    }
    let outcome = Outcome(
      tree: app.map { CoordinatorTree($0).render(.line) } ?? "",
      alive: [weakApp != nil, weakParent != nil, weakChild != nil],
      cancelled: handles.map(\.isCancelled))
    let expected =
      switch ending {
      case .finish, .backButton, .swipeDown, .removedByParent:
        Outcome(tree: "App(Parent)", alive: [true, true, false], cancelled: [false, false, true])
      case .ancestorFinished:
        Outcome(tree: "App", alive: [true, false, false], cancelled: [false, true, true])
      case .ancestorReleased:
        Outcome(tree: "", alive: [false, false, false], cancelled: [true, true, true])
      case .rootSwap:
        Outcome(tree: "App(Next)", alive: [true, false, false], cancelled: [false, true, true])
      }
    #expect(outcome == expected)
    if let app {
      #expect(router.violations(in: app) == [])
    }
    // A released root cancels its own work too; every task then returns.
    app = nil
    #expect(weakApp == nil)
    #expect(handles.map(\.isCancelled) == [true, true, true])
    for handle in handles where handle.isCancelled {
      await handle.value
    }
  }

  @Test func aLinkThatLeavesAFlowCancelsItsTask() async throws {
    let app = try ToyPathApp()
    try app.open("/main/settings")
    #expect(app.tree == "ToyApp(ToyMain(ToySettings))")
    weak let settings = app.root.firstChild?.firstChild
    weak let main = app.root.firstChild
    let handles = [main, settings].map { $0?.startTask { await Self.waitForCancellation() } }

    try app.navigation.apply(FlowLink(parsing: "/main", origins: []))

    #expect(app.tree == "ToyApp(ToyMain)")
    #expect(settings == nil)
    #expect(handles.map { $0?.isCancelled } == [false, true])
    #expect(app.violations == [])
    try app.navigation.apply(string: "/")
    #expect(main == nil)
    #expect(handles.map { $0?.isCancelled } == [true, true])
    for handle in handles {
      await handle?.value
    }
  }

  @Test func aFinishedFlowStartsItsTaskCancelled() async {
    let flow = TestFlow("Done", router: StackRouter(), screens: [])
    flow.start()
    flow.finish()
    let handle = flow.startTask { await Self.waitForCancellation() }
    #expect(handle.isCancelled)
    await handle.value
    #expect(flow.runningTasks.isEmpty)
  }

  /// What a watcher sees of a task: who started it, where, and what became of it.
  struct Seen: Equatable {
    var flowName: String
    var place: String
    var isCancelled: Bool
    var isDone: Bool
  }

  @Test func aWatcherSeesEveryTaskStartedBelowItUntilItStopsWatching() async {
    let router = StackRouter()
    let app = TestFlow("App", router: router, screens: ["Home"], presentation: .root)
    app.start()
    var child: TestFlow? = TestFlow("Child", router: router, screens: ["Detail"])
    app.startChild(child!)
    weak let weakChild = child
    let other = TestFlow("Other", router: router, screens: [])
    var seen: [FlowTask] = []
    let observation = app.observeTasks { seen.append($0) }
    let line = #line + 1
    let returned = child!.startTask {}
    let waiting = app.startTask { await Self.waitForCancellation() }
    let unseen = other.startTask {}
    observation.cancel()
    let afterCancel = child!.startTask {}
    await returned.value
    await unseen.value
    await afterCancel.value

    let view = { (tasks: [FlowTask]) in
      tasks.map {
        Seen(flowName: $0.flowName, place: $0.place, isCancelled: $0.isCancelled, isDone: $0.isDone)
      }
    }
    #expect(
      view(seen) == [
        Seen(
          flowName: "Child", place: "FlowTaskTests.swift:\(line)", isCancelled: false,
          isDone: true),
        Seen(
          flowName: "App", place: "FlowTaskTests.swift:\(line + 1)", isCancelled: false,
          isDone: false),
      ])
    #expect(view(app.runningTasks) == [view(seen)[1]])
    #expect(child?.runningTasks.isEmpty == true)
    child?.finish()
    child = nil
    app.finish()
    #expect(weakChild == nil)
    #expect(waiting.isCancelled)
    await waiting.value
    #expect(app.runningTasks.isEmpty)
  }
}
